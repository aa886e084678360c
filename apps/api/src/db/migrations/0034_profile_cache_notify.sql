-- Decision 021, the profile too: GET /api/customer/user is answered from memory, so a change to any column it
-- shows beyond what a session holds (name, country, calling code, login times) and any change to a pending e-mail
-- says so on `session_cache` as `profile:<user id>`: each process drops that user's kept profile, never the
-- sessions (role, mobile and e-mail still notify the bare id, which drops both). The users table has no counters
-- or touch times; a touch says nothing.
CREATE FUNCTION profile_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('session_cache', 'profile:' || NEW.id::text);
  ELSE
    PERFORM pg_notify('session_cache', 'profile:' || (CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END)::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_profile_cache_notify AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.country_id IS DISTINCT FROM NEW.country_id
        OR OLD.calling_code IS DISTINCT FROM NEW.calling_code OR OLD.last_login_at IS DISTINCT FROM NEW.last_login_at
        OR OLD.previous_login_at IS DISTINCT FROM NEW.previous_login_at)
  EXECUTE FUNCTION profile_cache_notify();
--> statement-breakpoint
CREATE TRIGGER email_verifications_profile_cache_notify AFTER INSERT OR UPDATE OR DELETE ON email_verifications
  FOR EACH ROW EXECUTE FUNCTION profile_cache_notify();
