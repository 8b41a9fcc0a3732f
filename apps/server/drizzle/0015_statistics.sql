CREATE TABLE "stats_day_categories" (
	"day" date NOT NULL,
	"category" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_day_categories_day_category_pk" PRIMARY KEY("day","category")
);
--> statement-breakpoint
CREATE TABLE "stats_day_countries" (
	"day" date NOT NULL,
	"country" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"vat" bigint DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_day_countries_day_country_pk" PRIMARY KEY("day","country")
);
--> statement-breakpoint
CREATE TABLE "stats_day_products" (
	"day" date NOT NULL,
	"product" text NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_day_products_day_product_category_pk" PRIMARY KEY("day","product","category")
);
--> statement-breakpoint
CREATE TABLE "stats_day_promo_codes" (
	"day" date NOT NULL,
	"code" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"discount_net" bigint DEFAULT 0 NOT NULL,
	"discount_gross" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_day_promo_codes_day_code_pk" PRIMARY KEY("day","code")
);
--> statement-breakpoint
CREATE TABLE "stats_days" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"vat" bigint DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"new_customers" integer DEFAULT 0 NOT NULL,
	"new_net" bigint DEFAULT 0 NOT NULL,
	"returning_orders" integer DEFAULT 0 NOT NULL,
	"returning_net" bigint DEFAULT 0 NOT NULL,
	"color_orders" integer DEFAULT 0 NOT NULL,
	"color_lines" integer DEFAULT 0 NOT NULL,
	"color_units" integer DEFAULT 0 NOT NULL,
	"cancelled_orders" integer DEFAULT 0 NOT NULL,
	"cancelled_gross" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_dirty_days" (
	"day" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_email_idx";--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "stock_minimum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_email_created_idx" ON "orders" USING btree ("email","created_at","id");--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_stock_minimum_not_negative" CHECK ("product_variants"."stock_minimum" >= 0);