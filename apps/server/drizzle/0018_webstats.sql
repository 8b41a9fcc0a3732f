CREATE TABLE "webstats_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"visitors" integer NOT NULL,
	"visits" integer NOT NULL,
	"page_views" integer NOT NULL,
	"bounces" integer NOT NULL,
	"duration_seconds" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webstats_daily_funnel" (
	"day" date NOT NULL,
	"product" text NOT NULL,
	"product_page" integer NOT NULL,
	"cart" integer NOT NULL,
	"checkout" integer NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "webstats_daily_funnel_day_product_pk" PRIMARY KEY("day","product")
);
--> statement-breakpoint
CREATE TABLE "webstats_daily_rows" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"name" text NOT NULL,
	"visitors" integer NOT NULL,
	"visits" integer NOT NULL,
	"page_views" integer NOT NULL,
	CONSTRAINT "webstats_daily_rows_day_dimension_name_pk" PRIMARY KEY("day","dimension","name")
);
--> statement-breakpoint
CREATE TABLE "webstats_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webstats_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"path" text NOT NULL,
	"goal" text,
	"product" text,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"country" text NOT NULL,
	"device" text NOT NULL,
	"browser" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webstats_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "webstats_events_day_visitor_idx" ON "webstats_events" USING btree ("day","visitor","at");--> statement-breakpoint
CREATE INDEX "webstats_events_at_idx" ON "webstats_events" USING btree ("at");