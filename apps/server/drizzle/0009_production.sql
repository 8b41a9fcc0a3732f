CREATE TABLE "product_check_intervals" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"months" integer NOT NULL,
	"hours" integer NOT NULL,
	CONSTRAINT "product_check_intervals_positive" CHECK ("product_check_intervals"."months" > 0 AND "product_check_intervals"."hours" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_variant_instance_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_id" integer,
	"move_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "product_variant_instance_events_kind" CHECK ("product_variant_instance_events"."kind" IN ('production', 'move', 'shipment', 'owner', 'rental', 'check', 'hours', 'flying_since', 'label'))
);
--> statement-breakpoint
CREATE TABLE "product_variant_instances" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial" text NOT NULL,
	"secret_hash" text NOT NULL,
	"secret_issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"variant_id" integer NOT NULL,
	"colors" jsonb,
	"purchase_order_line_id" integer,
	"order_item_id" integer,
	"location_id" integer NOT NULL,
	"state" text DEFAULT 'in_production' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"produced_on" date,
	"flying_since" date,
	"hours_flown" numeric(7, 1) DEFAULT 0 NOT NULL,
	"hours_at_last_check" numeric(7, 1) DEFAULT 0 NOT NULL,
	"last_check_on" date,
	CONSTRAINT "product_variant_instances_serial_unique" UNIQUE("serial"),
	CONSTRAINT "product_variant_instances_purchase_order_line_id_unique" UNIQUE("purchase_order_line_id"),
	CONSTRAINT "product_variant_instances_state" CHECK ("product_variant_instances"."state" IN ('in_production', 'in_stock', 'delivered', 'demo', 'repair', 'lost', 'void')),
	CONSTRAINT "product_variant_instances_hours" CHECK ("product_variant_instances"."hours_flown" >= 0 AND "product_variant_instances"."hours_at_last_check" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"order_item_id" integer,
	"size" text DEFAULT '' NOT NULL,
	"colors" jsonb,
	"note" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"requested_finish_on" date,
	"confirmed_finish_on" date,
	"actual_finish_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"prepared_at" timestamp with time zone,
	"prepared_by_id" integer,
	CONSTRAINT "purchase_order_lines_purpose" CHECK ("purchase_order_lines"."purpose" IN ('order', 'stock', 'demo')),
	CONSTRAINT "purchase_order_lines_state" CHECK ("purchase_order_lines"."state" IN ('open', 'prepared', 'finished', 'cancelled')),
	CONSTRAINT "purchase_order_lines_prepared_at" CHECK ("purchase_order_lines"."state" IN ('open', 'cancelled') OR "purchase_order_lines"."prepared_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"sent_at" timestamp with time zone,
	"sent_by_id" integer,
	"pdf" "bytea",
	"finished_at" timestamp with time zone,
	"finished_by_id" integer,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_id" integer,
	CONSTRAINT "purchase_orders_number_unique" UNIQUE("number"),
	CONSTRAINT "purchase_orders_state" CHECK ("purchase_orders"."state" IN ('draft', 'sent', 'finished', 'cancelled')),
	CONSTRAINT "purchase_orders_sent_at" CHECK ("purchase_orders"."state" = 'draft' OR "purchase_orders"."state" = 'cancelled' OR "purchase_orders"."sent_at" IS NOT NULL),
	CONSTRAINT "purchase_orders_finished_at" CHECK (("purchase_orders"."state" = 'finished') = ("purchase_orders"."finished_at" IS NOT NULL)),
	CONSTRAINT "purchase_orders_cancelled_at" CHECK (("purchase_orders"."state" = 'cancelled') = ("purchase_orders"."cancelled_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "stock_moves" ADD COLUMN "unit_id" integer;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD COLUMN "unit_id" integer;--> statement-breakpoint
ALTER TABLE "product_check_intervals" ADD CONSTRAINT "product_check_intervals_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_instance_events" ADD CONSTRAINT "product_variant_instance_events_unit_id_product_variant_instances_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."product_variant_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_instance_events" ADD CONSTRAINT "product_variant_instance_events_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_instance_events" ADD CONSTRAINT "product_variant_instance_events_move_id_stock_moves_id_fk" FOREIGN KEY ("move_id") REFERENCES "public"."stock_moves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_instances" ADD CONSTRAINT "product_variant_instances_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_instances" ADD CONSTRAINT "product_variant_instances_purchase_order_line_id_purchase_order_lines_id_fk" FOREIGN KEY ("purchase_order_line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_instances" ADD CONSTRAINT "product_variant_instances_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_instances" ADD CONSTRAINT "product_variant_instances_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_prepared_by_id_users_id_fk" FOREIGN KEY ("prepared_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_finished_by_id_users_id_fk" FOREIGN KEY ("finished_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_cancelled_by_id_users_id_fk" FOREIGN KEY ("cancelled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_variant_instance_events_unit_idx" ON "product_variant_instance_events" USING btree ("unit_id","at");--> statement-breakpoint
CREATE INDEX "product_variant_instances_variant_idx" ON "product_variant_instances" USING btree ("variant_id","id");--> statement-breakpoint
CREATE INDEX "product_variant_instances_location_idx" ON "product_variant_instances" USING btree ("location_id","id");--> statement-breakpoint
CREATE INDEX "product_variant_instances_order_item_idx" ON "product_variant_instances" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_order_idx" ON "purchase_order_lines" USING btree ("purchase_order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_lines_order_item_active" ON "purchase_order_lines" USING btree ("order_item_id") WHERE "purchase_order_lines"."state" <> 'cancelled' AND "purchase_order_lines"."order_item_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "purchase_orders_state_idx" ON "purchase_orders" USING btree ("state","id");--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_unit_id_product_variant_instances_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."product_variant_instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_unit_id_product_variant_instances_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."product_variant_instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_moves_unit_idx" ON "stock_moves" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_reservations_unit_active" ON "stock_reservations" USING btree ("unit_id") WHERE "stock_reservations"."state" = 'active' AND "stock_reservations"."unit_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_unit_one" CHECK ("stock_moves"."unit_id" IS NULL OR "stock_moves"."amount" = 1);--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_unit_one" CHECK ("stock_reservations"."unit_id" IS NULL OR "stock_reservations"."amount" = 1);