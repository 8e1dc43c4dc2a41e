CREATE SEQUENCE "invoice_no_seq" INCREMENT BY 1 MINVALUE 0 MAXVALUE 9223372036854775807 START WITH 0 CACHE 1;--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id_brand" serial PRIMARY KEY NOT NULL,
	"brand_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_cards" (
	"image_priority_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"id_transaction" integer NOT NULL,
	"category_id" integer NOT NULL,
	"product_name" text NOT NULL,
	CONSTRAINT "catalogue_cards_image_priority_id_product_code_pk" PRIMARY KEY("image_priority_id","product_code")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id_category" serial PRIMARY KEY NOT NULL,
	"category_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colors" (
	"id_color" serial PRIMARY KEY NOT NULL,
	"color_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "counters_not_negative" CHECK ("counters"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id_coupon" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"discount_value" numeric(12, 2) NOT NULL,
	"applies_to" text NOT NULL,
	"start_day" date NOT NULL,
	"end_day" date NOT NULL,
	"allowed_customer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_discount_positive" CHECK ("coupons"."discount_value" > 0),
	CONSTRAINT "coupons_ends_after_start" CHECK ("coupons"."end_day" >= "coupons"."start_day"),
	CONSTRAINT "coupons_applies_to_known" CHECK ("coupons"."applies_to" IN ('Selected Product', 'All Product', 'Single Product')),
	CONSTRAINT "coupons_allowed_customer_known" CHECK ("coupons"."allowed_customer" IN ('Customer Type', 'All Customer', 'Permanent Customer'))
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id_customer" serial PRIMARY KEY NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"customer_address" text DEFAULT '' NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"shipping_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_not_blank" CHECK ("customers"."customer_name" <> '' OR "customers"."customer_address" <> '' OR "customers"."customer_phone" <> '')
);
--> statement-breakpoint
CREATE TABLE "image_priorities" (
	"id_image_priority" serial PRIMARY KEY NOT NULL,
	"priority" text NOT NULL,
	CONSTRAINT "image_priorities_priority_unique" UNIQUE("priority")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id_image" serial PRIMARY KEY NOT NULL,
	"image_url" text NOT NULL,
	"product_trace_id" integer NOT NULL,
	"image_priority_id" integer NOT NULL,
	"width" integer,
	"height" integer,
	"thumbnails" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id_material" serial PRIMARY KEY NOT NULL,
	"material_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operation_types" (
	"id_operation_type" serial PRIMARY KEY NOT NULL,
	"operation_name" text NOT NULL,
	CONSTRAINT "operation_types_operation_name_unique" UNIQUE("operation_name")
);
--> statement-breakpoint
CREATE TABLE "order_statuses" (
	"id_order_status" serial PRIMARY KEY NOT NULL,
	"order_status_name" text NOT NULL,
	CONSTRAINT "order_statuses_order_status_name_unique" UNIQUE("order_status_name")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"invoice_no" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"shipping_id" integer NOT NULL,
	"shipping_cost" integer NOT NULL,
	"subtotal" integer NOT NULL,
	"total" integer NOT NULL,
	"order_status_id" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_invoice_not_negative" CHECK ("orders"."invoice_no" >= 0),
	CONSTRAINT "orders_amounts_not_negative" CHECK ("orders"."shipping_cost" >= 0 AND "orders"."subtotal" >= 0),
	CONSTRAINT "orders_total_adds_up" CHECK ("orders"."total" = "orders"."subtotal" + "orders"."shipping_cost")
);
--> statement-breakpoint
CREATE TABLE "otps" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_traces" (
	"id_product_trace" serial PRIMARY KEY NOT NULL,
	"product_name" text NOT NULL,
	"product_code" text NOT NULL,
	"model" text,
	"type" text,
	"category_id" integer NOT NULL,
	"color_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"material_id" integer
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping" (
	"id_shipping" serial PRIMARY KEY NOT NULL,
	"shipping_name" text NOT NULL,
	"cost" integer NOT NULL,
	CONSTRAINT "shipping_shipping_name_unique" UNIQUE("shipping_name"),
	CONSTRAINT "shipping_cost_not_negative" CHECK ("shipping"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sizes" (
	"id_size" serial PRIMARY KEY NOT NULL,
	"size_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_users_role_known" CHECK ("staff_users"."role" IN ('admin', 'seller', 'moderator'))
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id_transaction" serial PRIMARY KEY NOT NULL,
	"operation_type_id" integer NOT NULL,
	"price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"image_id" integer,
	"brand_id" integer,
	"customer_id" integer,
	"invoice_no" integer,
	"stock_transaction_id" integer,
	"type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_price_not_negative" CHECK ("transactions"."price" >= 0),
	CONSTRAINT "transactions_quantity_not_negative" CHECK ("transactions"."quantity" >= 0),
	CONSTRAINT "transactions_order_line_complete" CHECK ("transactions"."invoice_no" IS NULL OR ("transactions"."quantity" > 0 AND "transactions"."stock_transaction_id" IS NOT NULL)),
	CONSTRAINT "transactions_type_known" CHECK ("transactions"."type" IS NULL OR "transactions"."type" IN ('image', 'gif', 'video'))
);
--> statement-breakpoint
ALTER TABLE "catalogue_cards" ADD CONSTRAINT "catalogue_cards_image_priority_id_image_priorities_id_image_priority_fk" FOREIGN KEY ("image_priority_id") REFERENCES "image_priorities"("id_image_priority") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_cards" ADD CONSTRAINT "catalogue_cards_id_transaction_transactions_id_transaction_fk" FOREIGN KEY ("id_transaction") REFERENCES "transactions"("id_transaction") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_cards" ADD CONSTRAINT "catalogue_cards_category_id_categories_id_category_fk" FOREIGN KEY ("category_id") REFERENCES "categories"("id_category") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_shipping_id_shipping_id_shipping_fk" FOREIGN KEY ("shipping_id") REFERENCES "shipping"("id_shipping") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_product_trace_id_product_traces_id_product_trace_fk" FOREIGN KEY ("product_trace_id") REFERENCES "product_traces"("id_product_trace") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_image_priority_id_image_priorities_id_image_priority_fk" FOREIGN KEY ("image_priority_id") REFERENCES "image_priorities"("id_image_priority") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_customer_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id_customer") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_id_shipping_id_shipping_fk" FOREIGN KEY ("shipping_id") REFERENCES "shipping"("id_shipping") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_status_id_order_statuses_id_order_status_fk" FOREIGN KEY ("order_status_id") REFERENCES "order_statuses"("id_order_status") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_traces" ADD CONSTRAINT "product_traces_category_id_categories_id_category_fk" FOREIGN KEY ("category_id") REFERENCES "categories"("id_category") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_traces" ADD CONSTRAINT "product_traces_color_id_colors_id_color_fk" FOREIGN KEY ("color_id") REFERENCES "colors"("id_color") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_traces" ADD CONSTRAINT "product_traces_size_id_sizes_id_size_fk" FOREIGN KEY ("size_id") REFERENCES "sizes"("id_size") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_traces" ADD CONSTRAINT "product_traces_material_id_materials_id_material_fk" FOREIGN KEY ("material_id") REFERENCES "materials"("id_material") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_operation_type_id_operation_types_id_operation_type_fk" FOREIGN KEY ("operation_type_id") REFERENCES "operation_types"("id_operation_type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_image_id_images_id_image_fk" FOREIGN KEY ("image_id") REFERENCES "images"("id_image") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_brand_id_brands_id_brand_fk" FOREIGN KEY ("brand_id") REFERENCES "brands"("id_brand") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_customer_id_customers_id_customer_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id_customer") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_invoice_no_orders_invoice_no_fk" FOREIGN KEY ("invoice_no") REFERENCES "orders"("invoice_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_stock_transaction_id_transactions_id_transaction_fk" FOREIGN KEY ("stock_transaction_id") REFERENCES "transactions"("id_transaction") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_unique" ON "brands" USING btree (lower("brand_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_cards_transaction" ON "catalogue_cards" USING btree ("id_transaction");--> statement-breakpoint
CREATE INDEX "catalogue_cards_newest" ON "catalogue_cards" USING btree ("image_priority_id","id_transaction" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "catalogue_cards_category_newest" ON "catalogue_cards" USING btree ("image_priority_id","category_id","id_transaction" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "catalogue_cards_name_trgm" ON "catalogue_cards" USING gin ("product_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_unique" ON "categories" USING btree (lower("category_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "colors_name_unique" ON "colors" USING btree (lower("color_name"));--> statement-breakpoint
CREATE INDEX "images_product_trace" ON "images" USING btree ("product_trace_id");--> statement-breakpoint
CREATE INDEX "images_priority" ON "images" USING btree ("image_priority_id");--> statement-breakpoint
CREATE UNIQUE INDEX "materials_name_unique" ON "materials" USING btree (lower("material_name"));--> statement-breakpoint
CREATE INDEX "orders_invoice_text" ON "orders" USING btree (("invoice_no"::text) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_customer" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_status" ON "orders" USING btree ("order_status_id");--> statement-breakpoint
CREATE INDEX "otps_email_created" ON "otps" USING btree ("email","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_traces_code" ON "product_traces" USING btree ("product_code");--> statement-breakpoint
CREATE INDEX "product_traces_category" ON "product_traces" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_traces_color" ON "product_traces" USING btree ("color_id");--> statement-breakpoint
CREATE INDEX "product_traces_size" ON "product_traces" USING btree ("size_id");--> statement-breakpoint
CREATE INDEX "product_traces_material" ON "product_traces" USING btree ("material_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sizes_name_unique" ON "sizes" USING btree (lower("size_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_username_unique" ON "staff_users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_one_stock_entry_per_image" ON "transactions" USING btree ("image_id") WHERE "transactions"."invoice_no" IS NULL AND "transactions"."operation_type_id" = 2;--> statement-breakpoint
CREATE INDEX "transactions_operation_id" ON "transactions" USING btree ("operation_type_id","id_transaction" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_invoice" ON "transactions" USING btree ("invoice_no");--> statement-breakpoint
CREATE INDEX "transactions_stock_entry" ON "transactions" USING btree ("stock_transaction_id");--> statement-breakpoint
CREATE INDEX "transactions_image" ON "transactions" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "transactions_brand" ON "transactions" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "transactions_customer" ON "transactions" USING btree ("customer_id");