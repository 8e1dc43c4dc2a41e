ALTER TABLE "remote_pointers" ADD COLUMN "canary_release_id" text;--> statement-breakpoint
ALTER TABLE "remote_pointers" ADD COLUMN "canary_share" integer;--> statement-breakpoint
ALTER TABLE "remote_pointers" ADD COLUMN "canary_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "remote_pointers" ADD CONSTRAINT "remote_pointers_canary_share_range" CHECK ("remote_pointers"."canary_share" IS NULL OR "remote_pointers"."canary_share" BETWEEN 1 AND 99);--> statement-breakpoint
ALTER TABLE "remote_pointers" ADD CONSTRAINT "remote_pointers_remote_canary_release_id_remote_releases_remote_id_fk" FOREIGN KEY ("remote","canary_release_id") REFERENCES "remote_releases"("remote","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_releases" ADD COLUMN "pages" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "remote_release_failures" (
	"remote" text NOT NULL,
	"release_id" text NOT NULL,
	"phase" text NOT NULL,
	"browser" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_release_failures_remote_release_id_phase_browser_pk" PRIMARY KEY("remote","release_id","phase","browser"),
	CONSTRAINT "remote_release_failures_phase_known" CHECK ("remote_release_failures"."phase" IN ('manifest', 'entry', 'expose', 'render'))
);
--> statement-breakpoint
ALTER TABLE "remote_release_failures" ADD CONSTRAINT "remote_release_failures_remote_release_id_remote_releases_remote_id_fk" FOREIGN KEY ("remote","release_id") REFERENCES "remote_releases"("remote","id") ON DELETE cascade ON UPDATE no action;
