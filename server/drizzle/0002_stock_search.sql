ALTER TABLE "catalogue_cards" DROP CONSTRAINT "catalogue_cards_id_transaction_transactions_id_transaction_fk";
--> statement-breakpoint
ALTER TABLE "catalogue_cards" ADD CONSTRAINT "catalogue_cards_id_transaction_transactions_id_transaction_fk" FOREIGN KEY ("id_transaction") REFERENCES "transactions"("id_transaction") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_url" ON "images" USING btree ("image_url");--> statement-breakpoint
CREATE INDEX "product_traces_name_trgm" ON "product_traces" USING gin ("product_name" gin_trgm_ops);