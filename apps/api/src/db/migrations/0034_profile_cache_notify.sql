-- Decision 021, the profile too: GET /api/customer/user is answered from memory, so a change to any column it
-- shows (name, country, calling code, login times, besides role, mobile and e-mail) and any change to a pending
-- e-mail says so on `session_cache`. The users table has no counters or touch times; a touch says nothing.
DROP TRIGGER users_session_cache_notify ON users;
--> statement-breakpoint
CREATE TRIGGER users_session_cache_notify AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.mobile IS DISTINCT FROM NEW.mobile OR OLD.email IS DISTINCT FROM NEW.email
        OR OLD.name IS DISTINCT FROM NEW.name OR OLD.country_id IS DISTINCT FROM NEW.country_id
        OR OLD.calling_code IS DISTINCT FROM NEW.calling_code OR OLD.last_login_at IS DISTINCT FROM NEW.last_login_at
        OR OLD.previous_login_at IS DISTINCT FROM NEW.previous_login_at)
  EXECUTE FUNCTION session_cache_notify();
--> statement-breakpoint
CREATE TRIGGER email_verifications_session_cache_notify AFTER INSERT OR UPDATE OR DELETE ON email_verifications
  FOR EACH ROW EXECUTE FUNCTION session_cache_notify();
