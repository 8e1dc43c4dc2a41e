ALTER TABLE "orders" ADD COLUMN "source" text DEFAULT 'checkout' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "taken_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_taken_by_staff_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_source" ON "orders" USING btree ("source","invoice_no");--> statement-breakpoint
CREATE INDEX "orders_campaign" ON "orders" USING btree ("utm_campaign","invoice_no") WHERE "orders"."utm_campaign" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_source_known" CHECK ("orders"."source" IN ('checkout', 'phone', 'messenger', 'walk_in', 'facebook_comment'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_taken_by_staff" CHECK ("orders"."source" <> 'checkout' OR "orders"."taken_by" IS NULL);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_campaign_length" CHECK (char_length("orders"."utm_source") BETWEEN 1 AND 100 AND char_length("orders"."utm_medium") BETWEEN 1 AND 100 AND char_length("orders"."utm_campaign") BETWEEN 1 AND 100);