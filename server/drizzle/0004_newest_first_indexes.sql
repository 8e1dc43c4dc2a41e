DROP INDEX "catalogue_cards_newest";--> statement-breakpoint
DROP INDEX "catalogue_cards_category_newest";--> statement-breakpoint
DROP INDEX "otps_email_created";--> statement-breakpoint
DROP INDEX "transactions_stock_newest";--> statement-breakpoint
CREATE INDEX "catalogue_cards_newest" ON "catalogue_cards" USING btree ("image_priority_id","id_transaction");--> statement-breakpoint
CREATE INDEX "catalogue_cards_category_newest" ON "catalogue_cards" USING btree ("image_priority_id","category_id","id_transaction");--> statement-breakpoint
CREATE INDEX "otps_email_created" ON "otps" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "transactions_stock_newest" ON "transactions" USING btree ("id_transaction") WHERE "transactions"."operation_type_id" = 2 AND "transactions"."invoice_no" IS NULL;