ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_color_combo_slug_color_combos_slug_fk" FOREIGN KEY ("color_combo_slug") REFERENCES "public"."color_combos"("slug") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "order_items" DROP COLUMN "color_combo_name";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "color_combo" jsonb;