ALTER TABLE "staff_users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
-- A sign-in writes last_sign_in_at and changes nobody's access: only the columns a session is
-- judged by tell the instances to forget an account's sessions (0014).
DROP TRIGGER staff_users_changed ON "staff_users";--> statement-breakpoint
CREATE TRIGGER staff_users_changed AFTER UPDATE OF username, email, password_hash, role OR DELETE ON "staff_users"
  FOR EACH ROW EXECUTE FUNCTION staff_users_notify();
