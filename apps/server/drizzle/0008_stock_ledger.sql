CREATE TABLE "stock_check_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"check_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"expected" integer NOT NULL,
	"counted" integer,
	"counted_at" timestamp with time zone,
	CONSTRAINT "stock_check_lines_variant" UNIQUE("check_id","variant_id"),
	CONSTRAINT "stock_check_lines_counted" CHECK ("stock_check_lines"."counted" IS NULL OR "stock_check_lines"."counted" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by_id" integer,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "stock_checks_state" CHECK ("stock_checks"."state" IN ('open', 'applied', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "stock_levels" (
	"variant_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"virtual" boolean NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_levels_variant_id_location_id_pk" PRIMARY KEY("variant_id","location_id"),
	CONSTRAINT "stock_levels_real_not_negative" CHECK ("stock_levels"."virtual" OR "stock_levels"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"sellable" boolean NOT NULL,
	"virtual" boolean NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_locations_code_unique" UNIQUE("code"),
	CONSTRAINT "stock_locations_id_virtual" UNIQUE("id","virtual"),
	CONSTRAINT "stock_locations_kind" CHECK ("stock_locations"."kind" IN ('internal', 'production', 'supplier', 'customer', 'demo', 'repair', 'loss')),
	CONSTRAINT "stock_locations_sellable" CHECK ("stock_locations"."sellable" = ("stock_locations"."kind" = 'internal')),
	CONSTRAINT "stock_locations_virtual" CHECK ("stock_locations"."virtual" = ("stock_locations"."kind" IN ('production', 'supplier', 'customer', 'loss')))
);
--> statement-breakpoint
CREATE TABLE "stock_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"from_location_id" integer NOT NULL,
	"to_location_id" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"order_id" integer,
	"order_item_id" integer,
	"reservation_id" integer,
	"reverses_id" integer,
	"stock_check_id" integer,
	"created_by_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "stock_moves_reverses_id_unique" UNIQUE("reverses_id"),
	CONSTRAINT "stock_moves_amount_positive" CHECK ("stock_moves"."amount" > 0),
	CONSTRAINT "stock_moves_two_places" CHECK ("stock_moves"."from_location_id" <> "stock_moves"."to_location_id"),
	CONSTRAINT "stock_moves_state" CHECK ("stock_moves"."state" IN ('draft', 'started', 'finished', 'cancelled')),
	CONSTRAINT "stock_moves_finished_at" CHECK (("stock_moves"."state" = 'finished') = ("stock_moves"."finished_at" IS NOT NULL)),
	CONSTRAINT "stock_moves_cancelled_at" CHECK (("stock_moves"."state" = 'cancelled') = ("stock_moves"."cancelled_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"location_id" integer,
	"order_id" integer,
	"order_item_id" integer,
	"state" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reserved_until" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_by_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "stock_reservations_amount_positive" CHECK ("stock_reservations"."amount" > 0),
	CONSTRAINT "stock_reservations_state" CHECK ("stock_reservations"."state" IN ('active', 'expired', 'consumed', 'released')),
	CONSTRAINT "stock_reservations_ended_at" CHECK (("stock_reservations"."state" = 'active') = ("stock_reservations"."ended_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "stock_check_lines" ADD CONSTRAINT "stock_check_lines_check_id_stock_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."stock_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_check_lines" ADD CONSTRAINT "stock_check_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_checks" ADD CONSTRAINT "stock_checks_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_checks" ADD CONSTRAINT "stock_checks_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_location_fk" FOREIGN KEY ("location_id","virtual") REFERENCES "public"."stock_locations"("id","virtual") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_locations" ADD CONSTRAINT "stock_locations_parent_id_stock_locations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_from_location_id_stock_locations_id_fk" FOREIGN KEY ("from_location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_to_location_id_stock_locations_id_fk" FOREIGN KEY ("to_location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_reservation_id_stock_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."stock_reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_reverses_id_stock_moves_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."stock_moves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_stock_check_id_stock_checks_id_fk" FOREIGN KEY ("stock_check_id") REFERENCES "public"."stock_checks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_checks_location_idx" ON "stock_checks" USING btree ("location_id","id");--> statement-breakpoint
CREATE INDEX "stock_levels_location_idx" ON "stock_levels" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "stock_moves_variant_idx" ON "stock_moves" USING btree ("variant_id","id");--> statement-breakpoint
CREATE INDEX "stock_moves_from_idx" ON "stock_moves" USING btree ("from_location_id","id");--> statement-breakpoint
CREATE INDEX "stock_moves_to_idx" ON "stock_moves" USING btree ("to_location_id","id");--> statement-breakpoint
CREATE INDEX "stock_moves_order_idx" ON "stock_moves" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "stock_moves_order_item_idx" ON "stock_moves" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "stock_moves_state_idx" ON "stock_moves" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "stock_reservations_active_idx" ON "stock_reservations" USING btree ("variant_id") WHERE "stock_reservations"."state" = 'active';--> statement-breakpoint
CREATE INDEX "stock_reservations_order_idx" ON "stock_reservations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "stock_reservations_until_idx" ON "stock_reservations" USING btree ("reserved_until") WHERE "stock_reservations"."state" = 'active' AND "stock_reservations"."reserved_until" IS NOT NULL;--> statement-breakpoint
-- The standard locations every shop has: the warehouse with its shelves (what the shop sells
-- from), then where units come from and go to.
INSERT INTO "stock_locations" ("code", "name", "kind", "sellable", "virtual", "position") VALUES
	('WH', 'Warehouse', 'internal', true, false, 0),
	('FACTORY', 'Factory', 'production', false, true, 10),
	('SUPPLIERS', 'Suppliers and opening balance', 'supplier', false, true, 20),
	('CUSTOMERS', 'Customers', 'customer', false, true, 30),
	('DEMO', 'Demo fleet', 'demo', false, false, 40),
	('REPAIR', 'Repair', 'repair', false, false, 50),
	('LOSSES', 'Losses', 'loss', false, true, 60);--> statement-breakpoint
INSERT INTO "stock_locations" ("parent_id", "code", "name", "kind", "sellable", "virtual", "position")
	SELECT wh."id", shelf."code", shelf."name", 'internal', true, false, shelf."position"
	FROM "stock_locations" wh,
		(VALUES ('WH/A', 'Shelf A', 1), ('WH/B', 'Shelf B', 2), ('WH/C', 'Shelf C', 3)) AS shelf("code", "name", "position")
	WHERE wh."code" = 'WH';--> statement-breakpoint
-- Orders not yet shipped nor cancelled took their stocked units already: they hold them now.
INSERT INTO "stock_reservations" ("variant_id", "amount", "order_id", "order_item_id", "reason", "created_at")
	SELECT held."variant_id", held."amount", o."id", held."item_id", 'Held by the order before the stock ledger', o."created_at"
	FROM (
		SELECT i."order_id", i."id" AS "item_id", i."variant_id", i."amount" FROM "order_items" i
		UNION ALL
		SELECT i."order_id", i."id", i."goodie_variant_id", i."amount" FROM "order_items" i
			WHERE i."goodie_variant_id" IS NOT NULL
	) held
	JOIN "orders" o ON o."id" = held."order_id"
	JOIN "product_variants" v ON v."id" = held."variant_id"
	WHERE v."stock_tracked" AND o."status" NOT IN ('shipped', 'cancelled');--> statement-breakpoint
-- The opening balance: what each stocked variant has on hand (what it sells, and what open
-- orders hold) comes into the warehouse from the suppliers, as one finished move.
INSERT INTO "stock_moves" ("variant_id", "amount", "from_location_id", "to_location_id", "state", "started_at", "finished_at", "reason")
	SELECT v."id", v."stock" + coalesce(held."units", 0), sup."id", wh."id", 'finished', now(), now(), 'Opening balance'
	FROM "product_variants" v
	LEFT JOIN (SELECT "variant_id", sum("amount")::int AS "units" FROM "stock_reservations" GROUP BY "variant_id") held
		ON held."variant_id" = v."id"
	CROSS JOIN "stock_locations" sup
	CROSS JOIN "stock_locations" wh
	WHERE sup."code" = 'SUPPLIERS' AND wh."code" = 'WH' AND v."stock_tracked"
		AND v."stock" + coalesce(held."units", 0) > 0;--> statement-breakpoint
INSERT INTO "stock_levels" ("variant_id", "location_id", "virtual", "quantity")
	SELECT m."variant_id", m."to_location_id", false, m."amount" FROM "stock_moves" m
	UNION ALL
	SELECT m."variant_id", m."from_location_id", true, -m."amount" FROM "stock_moves" m;
