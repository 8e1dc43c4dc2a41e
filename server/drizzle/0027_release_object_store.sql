ALTER TABLE "remote_releases" ADD COLUMN "object_files" jsonb;
