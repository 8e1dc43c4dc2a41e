CREATE TABLE "pictures" (
	"name" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pictures_not_empty" CHECK (octet_length("pictures"."bytes") > 0)
);
--> statement-breakpoint
-- JPEG, PNG, WebP and AVIF are compressed already: kept out of line without another try at
-- compressing them (which would cost CPU on every write and read for nothing).
ALTER TABLE "pictures" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
