CREATE TABLE "coupon_products" (
	"id_coupon" integer NOT NULL,
	"product_code" text NOT NULL,
	CONSTRAINT "coupon_products_id_coupon_product_code_pk" PRIMARY KEY("id_coupon","product_code")
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"invoice_no" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"trx_id" text NOT NULL,
	"paid_from" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'unverified' NOT NULL,
	"checked_by" integer,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_provider_known" CHECK ("order_payments"."provider" IN ('bkash', 'nagad')),
	CONSTRAINT "order_payments_status_known" CHECK ("order_payments"."status" IN ('unverified', 'verified', 'rejected')),
	CONSTRAINT "order_payments_trx_id_shape" CHECK ("order_payments"."trx_id" ~ '^[A-Z0-9]{8,20}$')
);
--> statement-breakpoint
CREATE TABLE "order_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_no" integer NOT NULL,
	"order_status_id" integer NOT NULL,
	"staff_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_adds_up";--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "discount_kind" text DEFAULT 'percent' NOT NULL;--> statement-breakpoint
-- A discount above 100 can only have meant taka.
UPDATE "coupons" SET "discount_kind" = 'amount' WHERE "discount_value" > 100;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_uses_per_phone" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping" ADD COLUMN "delivery_min_days" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping" ADD COLUMN "delivery_max_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_products" ADD CONSTRAINT "coupon_products_id_coupon_coupons_id_coupon_fk" FOREIGN KEY ("id_coupon") REFERENCES "coupons"("id_coupon") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_invoice_no_orders_invoice_no_fk" FOREIGN KEY ("invoice_no") REFERENCES "orders"("invoice_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_checked_by_staff_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_invoice_no_orders_invoice_no_fk" FOREIGN KEY ("invoice_no") REFERENCES "orders"("invoice_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_order_status_id_order_statuses_id_order_status_fk" FOREIGN KEY ("order_status_id") REFERENCES "order_statuses"("id_order_status") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_trx_id_unique" ON "order_payments" USING btree ("trx_id");--> statement-breakpoint
CREATE INDEX "order_payments_unverified" ON "order_payments" USING btree ("invoice_no") WHERE "order_payments"."status" = 'unverified';--> statement-breakpoint
CREATE INDEX "order_status_changes_invoice" ON "order_status_changes" USING btree ("invoice_no","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_coupon_fk" FOREIGN KEY ("coupon_id") REFERENCES "coupons"("id_coupon") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_mobile_digits" ON "customers" USING btree (right(regexp_replace("customer_phone", '\D', '', 'g'), 11));--> statement-breakpoint
CREATE INDEX "orders_coupon" ON "orders" USING btree ("coupon_id");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_discount_kind_known" CHECK ("coupons"."discount_kind" IN ('percent', 'amount'));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_percent_at_most_100" CHECK ("coupons"."discount_kind" <> 'percent' OR "coupons"."discount_value" <= 100);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_limits_positive" CHECK (("coupons"."max_uses" IS NULL OR "coupons"."max_uses" >= 1) AND ("coupons"."max_uses_per_phone" IS NULL OR "coupons"."max_uses_per_phone" >= 1));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_within_subtotal" CHECK ("orders"."discount" >= 0 AND "orders"."discount" <= "orders"."subtotal");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_adds_up" CHECK ("orders"."total" = "orders"."subtotal" + "orders"."shipping_cost" - "orders"."discount");--> statement-breakpoint
ALTER TABLE "shipping" ADD CONSTRAINT "shipping_delivery_days_in_order" CHECK ("shipping"."delivery_min_days" >= 0 AND "shipping"."delivery_max_days" >= "shipping"."delivery_min_days");
--> statement-breakpoint
-- Outside Dhaka a parcel takes longer: 2–4 days unless staff say otherwise.
UPDATE "shipping" SET "delivery_min_days" = 2, "delivery_max_days" = 4 WHERE "id_shipping" <> 1;
