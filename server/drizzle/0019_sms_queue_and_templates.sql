CREATE TABLE "sms_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_no" integer NOT NULL,
	"event" text NOT NULL,
	"language" text NOT NULL,
	"idempotency_key" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"phone" text,
	"body" text,
	"parts" integer,
	"gateway" text,
	"reference" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "sms_messages_status_known" CHECK ("sms_messages"."status" IN ('pending', 'sending', 'sent', 'failed', 'unsure')),
	CONSTRAINT "sms_messages_event_known" CHECK ("sms_messages"."event" IN ('order_placed', 'fee_verified', 'fee_rejected', 'shipped', 'delivered', 'returned', 'cancelled')),
	CONSTRAINT "sms_messages_language_known" CHECK ("sms_messages"."language" IN ('bn', 'en')),
	CONSTRAINT "sms_messages_attempts_not_negative" CHECK ("sms_messages"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sms_templates" (
	"event" text NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_templates_event_language_pk" PRIMARY KEY("event","language"),
	CONSTRAINT "sms_templates_event_known" CHECK ("sms_templates"."event" IN ('order_placed', 'fee_verified', 'fee_rejected', 'shipped', 'delivered', 'returned', 'cancelled')),
	CONSTRAINT "sms_templates_language_known" CHECK ("sms_templates"."language" IN ('bn', 'en')),
	CONSTRAINT "sms_templates_text_length" CHECK (char_length("sms_templates"."text") BETWEEN 1 AND 1000)
);
--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_invoice_no_orders_invoice_no_fk" FOREIGN KEY ("invoice_no") REFERENCES "orders"("invoice_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_templates" ADD CONSTRAINT "sms_templates_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_idempotency_key" ON "sms_messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sms_messages_due" ON "sms_messages" USING btree ("next_attempt_at") WHERE "sms_messages"."status" IN ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "sms_messages_invoice" ON "sms_messages" USING btree ("invoice_no","id");--> statement-breakpoint
-- The SMS workers of every instance sleep until a message is queued: the database tells them on
-- the channel poshak_sms (with the shop's schema) when the queuing change commits, whoever wrote it
-- (PostgreSQL folds the same notice from one transaction into one).
CREATE FUNCTION sms_messages_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('poshak_sms', TG_TABLE_SCHEMA);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sms_messages_queued AFTER INSERT ON "sms_messages"
  FOR EACH ROW EXECUTE FUNCTION sms_messages_notify();
