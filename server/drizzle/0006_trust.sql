CREATE TABLE "staff_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"role" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_price_not_negative";--> statement-breakpoint
ALTER TABLE "otps" ADD COLUMN "role" text DEFAULT 'seller' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_sessions_staff" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_expiry" ON "staff_sessions" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_price_at_least_one" CHECK ("transactions"."price" >= 1) NOT VALID;--> statement-breakpoint
-- Codes are now a keyed hash bound to an e-mail and a role: a code mailed before cannot be checked.
UPDATE "otps" SET "used_at" = now() WHERE "used_at" IS NULL;--> statement-breakpoint
-- Clients could once choose an invoice number, and one near the integer limit left none for the
-- next order. Numbers are the database's alone now; a sequence pushed that far returns to the
-- highest number the shop's own orders reached (a number taken above it is skipped when met).
SELECT setval('invoice_no_seq', coalesce(own.highest, 0), own.highest IS NOT NULL)
FROM (SELECT max("invoice_no") AS highest FROM "orders" WHERE "invoice_no" < 2000000000) AS own
WHERE (SELECT last_value FROM invoice_no_seq) >= 2000000000;