CREATE TABLE "shipment_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "shipment_lines_item" UNIQUE("shipment_id","order_item_id"),
	CONSTRAINT "shipment_lines_amount_positive" CHECK ("shipment_lines"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"service" text NOT NULL,
	"carrier" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text,
	"carrier_shipment_id" text,
	"tracking_number" text,
	"tracking_url" text,
	"parcel_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"label_pdf" "bytea",
	"customs" jsonb,
	"weight_grams" integer NOT NULL,
	"price_cents" integer,
	"booking_started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"shipped_at" timestamp with time zone,
	"shipped_by_id" integer,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_id" integer,
	"last_error" text,
	CONSTRAINT "shipments_idempotency_key" UNIQUE("order_id","idempotency_key"),
	CONSTRAINT "shipments_state" CHECK ("shipments"."state" IN ('pending', 'created', 'cancelling', 'shipped', 'cancelled', 'failed')),
	CONSTRAINT "shipments_weight_positive" CHECK ("shipments"."weight_grams" > 0),
	CONSTRAINT "shipments_booked" CHECK ("shipments"."state" IN ('pending', 'failed') OR ("shipments"."state" = 'cancelled' AND "shipments"."tracking_number" IS NULL) OR ("shipments"."tracking_number" IS NOT NULL AND "shipments"."label_pdf" IS NOT NULL)),
	CONSTRAINT "shipments_shipped_at" CHECK (("shipments"."state" = 'shipped') = ("shipments"."shipped_at" IS NOT NULL)),
	CONSTRAINT "shipments_cancelled_at" CHECK (("shipments"."state" = 'cancelled') = ("shipments"."cancelled_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_shipped_by_id_users_id_fk" FOREIGN KEY ("shipped_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_cancelled_by_id_users_id_fk" FOREIGN KEY ("cancelled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_lines_item_idx" ON "shipment_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipments_state_idx" ON "shipments" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "shipments_carrier_idx" ON "shipments" USING btree ("carrier","id");