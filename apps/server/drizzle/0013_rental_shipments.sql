CREATE TABLE "stand_in_parcels" (
	"shipment_id" text PRIMARY KEY NOT NULL,
	"parcel_numbers" jsonb NOT NULL,
	"shipment" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "rental_id" integer;--> statement-breakpoint
CREATE INDEX "stand_in_parcels_numbers_idx" ON "stand_in_parcels" USING gin ("parcel_numbers");--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_rental_id_demo_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."demo_rentals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipments_rental_idx" ON "shipments" USING btree ("rental_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_rental_live" ON "shipments" USING btree ("rental_id") WHERE "shipments"."state" IN ('pending', 'created', 'cancelling', 'shipped');--> statement-breakpoint
ALTER TABLE "demo_rentals" DROP COLUMN "parcel_carrier";--> statement-breakpoint
ALTER TABLE "demo_rentals" DROP COLUMN "parcel_tracking";--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_rental_idempotency_key" UNIQUE("rental_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_subject" CHECK (("shipments"."order_id" IS NULL) <> ("shipments"."rental_id" IS NULL));