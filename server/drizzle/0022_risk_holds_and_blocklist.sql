CREATE TABLE "blocked_phones" (
	"phone" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer,
	"created_by_username" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_phones_phone_digits" CHECK ("blocked_phones"."phone" ~ '^01[0-9]{9}$'),
	CONSTRAINT "blocked_phones_reason_length" CHECK (char_length("blocked_phones"."reason") BETWEEN 1 AND 500)
);
--> statement-breakpoint
CREATE TABLE "courier_fraud_checks" (
	"courier" text NOT NULL,
	"phone" text NOT NULL,
	"total_parcels" integer NOT NULL,
	"delivered" integer NOT NULL,
	"cancelled" integer NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_fraud_checks_courier_phone_pk" PRIMARY KEY("courier","phone"),
	CONSTRAINT "courier_fraud_checks_courier_known" CHECK ("courier_fraud_checks"."courier" IN ('pathao', 'steadfast', 'redx')),
	CONSTRAINT "courier_fraud_checks_counts_not_negative" CHECK ("courier_fraud_checks"."total_parcels" >= 0 AND "courier_fraud_checks"."delivered" >= 0 AND "courier_fraud_checks"."cancelled" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_kind" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_score" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_released_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blocked_phones" ADD CONSTRAINT "blocked_phones_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_hold_released_by_staff_users_id_fk" FOREIGN KEY ("hold_released_by") REFERENCES "staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_held" ON "orders" USING btree ("invoice_no") WHERE "orders"."hold_kind" IS NOT NULL AND "orders"."hold_released_at" IS NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_hold_kind_known" CHECK ("orders"."hold_kind" IN ('blocked', 'risk'));