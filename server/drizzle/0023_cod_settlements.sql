CREATE TABLE "cod_settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" bigint NOT NULL,
	"invoice_no" integer NOT NULL,
	"courier" text NOT NULL,
	"source" text NOT NULL,
	"reference" text,
	"collected_amount" integer,
	"courier_fee" integer NOT NULL,
	"paid_amount" integer NOT NULL,
	"paid_at" timestamp with time zone,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_settlements_courier_known" CHECK ("cod_settlements"."courier" IN ('pathao', 'steadfast', 'redx')),
	CONSTRAINT "cod_settlements_source_known" CHECK ("cod_settlements"."source" IN ('webhook', 'csv')),
	CONSTRAINT "cod_settlements_amounts_not_negative" CHECK ("cod_settlements"."courier_fee" >= 0 AND "cod_settlements"."paid_amount" >= 0 AND coalesce("cod_settlements"."collected_amount", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "cod_settlements" ADD CONSTRAINT "cod_settlements_booking_id_courier_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "courier_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_settlements" ADD CONSTRAINT "cod_settlements_invoice_no_orders_invoice_no_fk" FOREIGN KEY ("invoice_no") REFERENCES "orders"("invoice_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_settlements" ADD CONSTRAINT "cod_settlements_recorded_by_staff_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cod_settlements_one_per_booking" ON "cod_settlements" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "cod_settlements_invoice" ON "cod_settlements" USING btree ("invoice_no");