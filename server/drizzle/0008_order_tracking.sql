CREATE TABLE "order_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_no" integer NOT NULL,
	"order_status_id" integer NOT NULL,
	"staff_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipping" ADD COLUMN "delivery_min_days" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping" ADD COLUMN "delivery_max_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_invoice_no_orders_invoice_no_fk" FOREIGN KEY ("invoice_no") REFERENCES "orders"("invoice_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_order_status_id_order_statuses_id_order_status_fk" FOREIGN KEY ("order_status_id") REFERENCES "order_statuses"("id_order_status") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_changes_invoice" ON "order_status_changes" USING btree ("invoice_no","id");--> statement-breakpoint
ALTER TABLE "shipping" ADD CONSTRAINT "shipping_delivery_days_in_order" CHECK ("shipping"."delivery_min_days" >= 0 AND "shipping"."delivery_max_days" >= "shipping"."delivery_min_days");--> statement-breakpoint
-- Outside Dhaka a parcel takes longer: 2–4 days unless staff say otherwise.
UPDATE "shipping" SET "delivery_min_days" = 2, "delivery_max_days" = 4 WHERE "id_shipping" <> 1;
