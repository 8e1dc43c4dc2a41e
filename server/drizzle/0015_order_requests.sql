-- Answers of POST /api/orders kept a day by their Idempotency-Key (a retried order is answered
-- with the first answer, never placed twice); expired rows go as new orders claim keys.
CREATE TABLE "order_requests" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"reply" json,
	"invoice_no" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_requests_expiry" ON "order_requests" USING btree ("expires_at");
