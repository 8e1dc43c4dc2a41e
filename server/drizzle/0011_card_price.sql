ALTER TABLE "catalogue_cards" ADD COLUMN "price" integer;--> statement-breakpoint
UPDATE "catalogue_cards" c SET "price" = t."price" FROM "transactions" t WHERE t."id_transaction" = c."id_transaction";--> statement-breakpoint
ALTER TABLE "catalogue_cards" ALTER COLUMN "price" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "catalogue_cards_price" ON "catalogue_cards" USING btree ("image_priority_id","price","id_transaction");--> statement-breakpoint
CREATE INDEX "catalogue_cards_category_price" ON "catalogue_cards" USING btree ("image_priority_id","category_id","price","id_transaction");
