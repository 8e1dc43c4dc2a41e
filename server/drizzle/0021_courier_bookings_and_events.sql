CREATE TABLE "courier_area_mappings" (
	"courier" text NOT NULL,
	"shipping_id" integer NOT NULL,
	"city_id" integer,
	"zone_id" integer,
	"area_id" integer,
	"city_name" text,
	"zone_name" text,
	"area_name" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_area_mappings_courier_shipping_id_pk" PRIMARY KEY("courier","shipping_id"),
	CONSTRAINT "courier_area_mappings_courier_known" CHECK ("courier_area_mappings"."courier" IN ('pathao', 'steadfast', 'redx'))
);
--> statement-breakpoint
CREATE TABLE "courier_bookings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_no" integer NOT NULL,
	"courier" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"merchant_order_id" text NOT NULL,
	"parcel" jsonb NOT NULL,
	"amount_to_collect" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consignment_id" text,
	"tracking_code" text,
	"delivery_fee" integer,
	"error_code" text,
	"last_error" text,
	"courier_status" text,
	"collected_amount" integer,
	"next_poll_at" timestamp with time zone,
	"booked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"booked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_bookings_courier_known" CHECK ("courier_bookings"."courier" IN ('pathao', 'steadfast', 'redx')),
	CONSTRAINT "courier_bookings_status_known" CHECK ("courier_bookings"."status" IN ('pending', 'sending', 'booked', 'failed', 'unsure')),
	CONSTRAINT "courier_bookings_amount_not_negative" CHECK ("courier_bookings"."amount_to_collect" >= 0),
	CONSTRAINT "courier_bookings_attempts_not_negative" CHECK ("courier_bookings"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "courier_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"courier" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"source" text NOT NULL,
	"booking_id" bigint,
	"invoice_no" integer,
	"consignment_id" text,
	"merchant_order_id" text,
	"tracking_code" text,
	"courier_status" text NOT NULL,
	"collected_amount" integer,
	"happened_at" timestamp with time zone,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "courier_events_courier_known" CHECK ("courier_events"."courier" IN ('pathao', 'steadfast', 'redx')),
	CONSTRAINT "courier_events_source_known" CHECK ("courier_events"."source" IN ('webhook', 'poll'))
);
--> statement-breakpoint
CREATE TABLE "courier_locations" (
	"courier" text NOT NULL,
	"kind" text NOT NULL,
	"location_id" integer NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_locations_courier_kind_location_id_pk" PRIMARY KEY("courier","kind","location_id"),
	CONSTRAINT "courier_locations_courier_known" CHECK ("courier_locations"."courier" IN ('pathao', 'steadfast', 'redx')),
	CONSTRAINT "courier_locations_kind_known" CHECK ("courier_locations"."kind" IN ('city', 'zone', 'area'))
);
--> statement-breakpoint
ALTER TABLE "courier_area_mappings" ADD CONSTRAINT "courier_area_mappings_shipping_id_shipping_id_shipping_fk" FOREIGN KEY ("shipping_id") REFERENCES "shipping"("id_shipping") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_area_mappings" ADD CONSTRAINT "courier_area_mappings_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_bookings" ADD CONSTRAINT "courier_bookings_invoice_no_orders_invoice_no_fk" FOREIGN KEY ("invoice_no") REFERENCES "orders"("invoice_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_bookings" ADD CONSTRAINT "courier_bookings_booked_by_staff_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_events" ADD CONSTRAINT "courier_events_booking_id_courier_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "courier_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_events" ADD CONSTRAINT "courier_events_invoice_no_orders_invoice_no_fk" FOREIGN KEY ("invoice_no") REFERENCES "orders"("invoice_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_bookings_one_live_per_order" ON "courier_bookings" USING btree ("invoice_no") WHERE "courier_bookings"."status" <> 'failed';--> statement-breakpoint
CREATE UNIQUE INDEX "courier_bookings_consignment" ON "courier_bookings" USING btree ("courier","consignment_id") WHERE "courier_bookings"."consignment_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "courier_bookings_merchant_order" ON "courier_bookings" USING btree ("courier","merchant_order_id");--> statement-breakpoint
CREATE INDEX "courier_bookings_due" ON "courier_bookings" USING btree ("next_attempt_at") WHERE "courier_bookings"."status" IN ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "courier_bookings_poll" ON "courier_bookings" USING btree ("next_poll_at") WHERE "courier_bookings"."next_poll_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "courier_bookings_invoice" ON "courier_bookings" USING btree ("invoice_no","id");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_events_dedupe" ON "courier_events" USING btree ("courier","dedupe_key");--> statement-breakpoint
CREATE INDEX "courier_events_unprocessed" ON "courier_events" USING btree ("id") WHERE "courier_events"."processed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "courier_events_invoice" ON "courier_events" USING btree ("invoice_no","id");--> statement-breakpoint
CREATE INDEX "courier_locations_children" ON "courier_locations" USING btree ("courier","kind","parent_id");--> statement-breakpoint
-- The courier workers of every instance sleep until there is work: a booking queued or a courier's
-- event stored wakes them on the channel poshak_couriers (with the shop's schema) when the change
-- commits, as the SMS queue does.
CREATE FUNCTION courier_work_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('poshak_couriers', TG_TABLE_SCHEMA);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER courier_bookings_queued AFTER INSERT ON "courier_bookings"
  FOR EACH ROW EXECUTE FUNCTION courier_work_notify();--> statement-breakpoint
CREATE TRIGGER courier_events_stored AFTER INSERT ON "courier_events"
  FOR EACH ROW EXECUTE FUNCTION courier_work_notify();
