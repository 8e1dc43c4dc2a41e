CREATE TABLE "remote_pointers" (
	"remote" text PRIMARY KEY NOT NULL,
	"release_id" text,
	"previous_release_id" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_pointers_remote_known" CHECK ("remote_pointers"."remote" IN ('storefront', 'backoffice'))
);
--> statement-breakpoint
CREATE TABLE "remote_release_files" (
	"remote" text NOT NULL,
	"release_id" text NOT NULL,
	"path" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "remote_release_files_remote_release_id_path_pk" PRIMARY KEY("remote","release_id","path")
);
--> statement-breakpoint
CREATE TABLE "remote_releases" (
	"remote" text NOT NULL,
	"id" text NOT NULL,
	"git_commit" text NOT NULL,
	"built_at" timestamp with time zone NOT NULL,
	"contract_version" text NOT NULL,
	"singletons" jsonb NOT NULL,
	"exposes" jsonb NOT NULL,
	"files" integer NOT NULL,
	"bytes" integer NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_releases_remote_id_pk" PRIMARY KEY("remote","id"),
	CONSTRAINT "remote_releases_remote_known" CHECK ("remote_releases"."remote" IN ('storefront', 'backoffice'))
);
--> statement-breakpoint
ALTER TABLE "remote_pointers" ADD CONSTRAINT "remote_pointers_remote_release_id_remote_releases_remote_id_fk" FOREIGN KEY ("remote","release_id") REFERENCES "remote_releases"("remote","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_pointers" ADD CONSTRAINT "remote_pointers_remote_previous_release_id_remote_releases_remote_id_fk" FOREIGN KEY ("remote","previous_release_id") REFERENCES "remote_releases"("remote","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_release_files" ADD CONSTRAINT "remote_release_files_remote_release_id_remote_releases_remote_id_fk" FOREIGN KEY ("remote","release_id") REFERENCES "remote_releases"("remote","id") ON DELETE cascade ON UPDATE no action;