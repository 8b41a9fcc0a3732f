CREATE TABLE "demo_rental_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by_id" integer,
	CONSTRAINT "demo_rental_requests_state" CHECK ("demo_rental_requests"."state" IN ('open', 'booked', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "demo_rentals" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"state" text DEFAULT 'booked' NOT NULL,
	"user_id" integer,
	"pilot_kind" text DEFAULT 'pilot' NOT NULL,
	"pilot_name" text NOT NULL,
	"pilot_email" text NOT NULL,
	"pilot_phone" text NOT NULL,
	"pilot_address" text NOT NULL,
	"pilot_zipcode" text NOT NULL,
	"pilot_city" text NOT NULL,
	"pilot_country" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"request_id" integer,
	"fee_order_id" integer,
	"sale_order_id" integer,
	"hours_flown" numeric(7, 1),
	"condition" text DEFAULT '' NOT NULL,
	"inspected" boolean DEFAULT false NOT NULL,
	"inspection_note" text DEFAULT '' NOT NULL,
	"parcel_carrier" text,
	"parcel_tracking" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"sent_at" timestamp with time zone,
	"sent_by_id" integer,
	"returned_on" date,
	"returned_by_id" integer,
	"closed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_id" integer,
	CONSTRAINT "demo_rentals_state" CHECK ("demo_rentals"."state" IN ('booked', 'out', 'returned', 'closed', 'cancelled')),
	CONSTRAINT "demo_rentals_period" CHECK ("demo_rentals"."ends_on" >= "demo_rentals"."starts_on"),
	CONSTRAINT "demo_rentals_fee" CHECK ("demo_rentals"."fee" >= 0),
	CONSTRAINT "demo_rentals_pilot_kind" CHECK ("demo_rentals"."pilot_kind" IN ('pilot', 'school')),
	CONSTRAINT "demo_rentals_hours" CHECK ("demo_rentals"."hours_flown" IS NULL OR "demo_rentals"."hours_flown" >= 0),
	CONSTRAINT "demo_rentals_cancelled_at" CHECK (("demo_rentals"."state" = 'cancelled') = ("demo_rentals"."cancelled_at" IS NOT NULL)),
	CONSTRAINT "demo_rentals_returned_on" CHECK ("demo_rentals"."state" NOT IN ('returned') OR "demo_rentals"."returned_on" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "demo_sale_rules" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"percent_per_10_hours" numeric(5, 2) NOT NULL,
	"max_percent" numeric(5, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" integer,
	CONSTRAINT "demo_sale_rules_one" CHECK ("demo_sale_rules"."id" = 1),
	CONSTRAINT "demo_sale_rules_percent" CHECK ("demo_sale_rules"."percent_per_10_hours" BETWEEN 0 AND 100 AND "demo_sale_rules"."max_percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "demo_rental_requests" ADD CONSTRAINT "demo_rental_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_rental_requests" ADD CONSTRAINT "demo_rental_requests_handled_by_id_users_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_rentals" ADD CONSTRAINT "demo_rentals_unit_id_product_variant_instances_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."product_variant_instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_rentals" ADD CONSTRAINT "demo_rentals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_rentals" ADD CONSTRAINT "demo_rentals_request_id_demo_rental_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."demo_rental_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_rentals" ADD CONSTRAINT "demo_rentals_fee_order_id_orders_id_fk" FOREIGN KEY ("fee_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_rentals" ADD CONSTRAINT "demo_rentals_sale_order_id_orders_id_fk" FOREIGN KEY ("sale_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_rentals" ADD CONSTRAINT "demo_rentals_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_rentals" ADD CONSTRAINT "demo_rentals_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_rentals" ADD CONSTRAINT "demo_rentals_returned_by_id_users_id_fk" FOREIGN KEY ("returned_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_rentals" ADD CONSTRAINT "demo_rentals_cancelled_by_id_users_id_fk" FOREIGN KEY ("cancelled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_sale_rules" ADD CONSTRAINT "demo_sale_rules_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_rental_requests_state_idx" ON "demo_rental_requests" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "demo_rentals_unit_idx" ON "demo_rentals" USING btree ("unit_id","starts_on");--> statement-breakpoint
CREATE INDEX "demo_rentals_state_idx" ON "demo_rentals" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "demo_rentals_period_idx" ON "demo_rentals" USING btree ("starts_on","ends_on");--> statement-breakpoint
-- Written by hand (the schema cannot declare it): two rentals of one unit that are not
-- cancelled never overlap, with 3 days between them for shipping and checks
-- (RENTAL_GAP_DAYS in packages/contract/src/rentals.ts). Range types only, so that it needs
-- no btree_gist and PGlite accepts it as PostgreSQL does.
ALTER TABLE "demo_rentals" ADD CONSTRAINT "demo_rentals_no_overlap" EXCLUDE USING gist (int4range("unit_id", "unit_id", '[]') WITH &&, daterange("starts_on", "ends_on" + 3, '[]') WITH &&) WHERE ("state" <> 'cancelled');
