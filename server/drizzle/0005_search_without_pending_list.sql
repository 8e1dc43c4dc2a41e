DROP INDEX "catalogue_cards_name_trgm";--> statement-breakpoint
DROP INDEX "product_traces_name_trgm";--> statement-breakpoint
CREATE INDEX "catalogue_cards_name_trgm" ON "catalogue_cards" USING gin ("product_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "product_traces_name_trgm" ON "product_traces" USING gin ("product_name" gin_trgm_ops) WITH (fastupdate=false);