CREATE TABLE "cloth_colors" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"hex" text NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"fluorescent" boolean DEFAULT false NOT NULL,
	"uv_grade" integer DEFAULT 4 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cloth_colors_uv_grade" CHECK ("cloth_colors"."uv_grade" BETWEEN 1 AND 5),
	CONSTRAINT "cloth_colors_hex" CHECK ("cloth_colors"."hex" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "color_combos" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"colors" jsonb NOT NULL,
	"user_id" integer,
	"visitor_key_hash" text,
	"image_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ordered_at" timestamp with time zone,
	CONSTRAINT "color_combos_slug_unique" UNIQUE("slug"),
	CONSTRAINT "color_combos_one_owner" CHECK ("color_combos"."user_id" IS NULL OR "color_combos"."visitor_key_hash" IS NULL)
);
--> statement-breakpoint
CREATE TABLE "colorpicker_models" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"views" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colorpicker_presets" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"colors" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "colorpicker_presets_slug" UNIQUE("product_id","slug")
);
--> statement-breakpoint
CREATE TABLE "colorpicker_zone_colors" (
	"zone_id" integer NOT NULL,
	"cloth_code" text NOT NULL,
	CONSTRAINT "colorpicker_zone_colors_zone_id_cloth_code_pk" PRIMARY KEY("zone_id","cloth_code")
);
--> statement-breakpoint
CREATE TABLE "colorpicker_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"surface" text NOT NULL,
	"mirror_key" text,
	"position" integer DEFAULT 0 NOT NULL,
	"default_code" text NOT NULL,
	CONSTRAINT "colorpicker_zones_key" UNIQUE("product_id","key"),
	CONSTRAINT "colorpicker_zones_surface" CHECK ("colorpicker_zones"."surface" IN ('top', 'bottom'))
);
--> statement-breakpoint
ALTER TABLE "color_combos" ADD CONSTRAINT "color_combos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "color_combos" ADD CONSTRAINT "color_combos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colorpicker_models" ADD CONSTRAINT "colorpicker_models_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colorpicker_presets" ADD CONSTRAINT "colorpicker_presets_product_id_colorpicker_models_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."colorpicker_models"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colorpicker_zone_colors" ADD CONSTRAINT "colorpicker_zone_colors_zone_id_colorpicker_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."colorpicker_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colorpicker_zone_colors" ADD CONSTRAINT "colorpicker_zone_colors_cloth_code_cloth_colors_code_fk" FOREIGN KEY ("cloth_code") REFERENCES "public"."cloth_colors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colorpicker_zones" ADD CONSTRAINT "colorpicker_zones_product_id_colorpicker_models_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."colorpicker_models"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colorpicker_zones" ADD CONSTRAINT "colorpicker_zones_default_code_cloth_colors_code_fk" FOREIGN KEY ("default_code") REFERENCES "public"."cloth_colors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "color_combos_user_idx" ON "color_combos" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "color_combos_visitor_idx" ON "color_combos" USING btree ("visitor_key_hash") WHERE "color_combos"."visitor_key_hash" IS NOT NULL;