CREATE TABLE "shop_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "customers_name_trgm" ON "customers" USING gin ("customer_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "customers_phone_trgm" ON "customers" USING gin ("customer_phone" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_created" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "product_traces_code_trgm" ON "product_traces" USING gin ("product_code" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "transactions_stock_price" ON "transactions" USING btree ("price","id_transaction") WHERE "transactions"."operation_type_id" = 2 AND "transactions"."invoice_no" IS NULL;--> statement-breakpoint
CREATE INDEX "transactions_stock_quantity" ON "transactions" USING btree ("quantity","id_transaction") WHERE "transactions"."operation_type_id" = 2 AND "transactions"."invoice_no" IS NULL;