ALTER TABLE "catalogue_cards" ADD COLUMN "product_name_bn" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "category_name_bn" text;--> statement-breakpoint
ALTER TABLE "product_traces" ADD COLUMN "product_name_bn" text;--> statement-breakpoint
CREATE INDEX "catalogue_cards_name_bn_trgm" ON "catalogue_cards" USING gin ("product_name_bn" gin_trgm_ops) WITH (fastupdate=false);