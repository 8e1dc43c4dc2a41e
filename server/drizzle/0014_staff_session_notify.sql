-- Instances keep live staff sessions in memory (services/session-owners): the database itself
-- tells them, on the channel poshak_staff_sessions, whose sessions or account changed — the
-- shop's schema (channels are per database, shops per schema) and the staff id, or '*' when a
-- table was emptied whole — so no write (the API, the staff command, SQL
-- by hand) can end a session and leave it believed elsewhere. A session that had already
-- expired is believed nowhere: purging those tells nobody.
CREATE FUNCTION staff_sessions_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('poshak_staff_sessions', TG_TABLE_SCHEMA || ' ' || OLD.staff_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION staff_users_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('poshak_staff_sessions', TG_TABLE_SCHEMA || ' ' || OLD.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION staff_tables_emptied_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('poshak_staff_sessions', TG_TABLE_SCHEMA || ' *');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER staff_sessions_changed AFTER UPDATE OR DELETE ON "staff_sessions"
  FOR EACH ROW WHEN (OLD.expires_at > now()) EXECUTE FUNCTION staff_sessions_notify();--> statement-breakpoint
CREATE TRIGGER staff_users_changed AFTER UPDATE OR DELETE ON "staff_users"
  FOR EACH ROW EXECUTE FUNCTION staff_users_notify();--> statement-breakpoint
CREATE TRIGGER staff_sessions_emptied AFTER TRUNCATE ON "staff_sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION staff_tables_emptied_notify();--> statement-breakpoint
CREATE TRIGGER staff_users_emptied AFTER TRUNCATE ON "staff_users"
  FOR EACH STATEMENT EXECUTE FUNCTION staff_tables_emptied_notify();
