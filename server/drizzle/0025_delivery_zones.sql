CREATE TABLE "delivery_zones" (
	"zone" text PRIMARY KEY NOT NULL,
	"step_grams" integer DEFAULT 1000 NOT NULL,
	"step_fee" integer NOT NULL,
	CONSTRAINT "delivery_zones_zone_known" CHECK ("delivery_zones"."zone" IN ('inside_dhaka', 'dhaka_suburbs', 'outside_dhaka')),
	CONSTRAINT "delivery_zones_steps_sane" CHECK ("delivery_zones"."step_grams" BETWEEN 100 AND 10000 AND "delivery_zones"."step_fee" BETWEEN 0 AND 1000)
);
--> statement-breakpoint
ALTER TABLE "shipping" ADD COLUMN "zone" text DEFAULT 'outside_dhaka' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping" ADD CONSTRAINT "shipping_zone_known" CHECK ("shipping"."zone" IN ('inside_dhaka', 'dhaka_suburbs', 'outside_dhaka'));--> statement-breakpoint
UPDATE "shipping" SET "zone" = 'inside_dhaka' WHERE "id_shipping" = 1;--> statement-breakpoint
ALTER TABLE "product_traces" ADD COLUMN "weight_grams" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_traces" ADD CONSTRAINT "product_traces_weight_sane" CHECK ("product_traces"."weight_grams" BETWEEN 1 AND 30000);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "parcel_grams" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_parcel_grams_positive" CHECK ("orders"."parcel_grams" IS NULL OR "orders"."parcel_grams" > 0);
