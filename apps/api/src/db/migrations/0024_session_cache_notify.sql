-- Decision 021: each server process keeps the sessions it has resolved in memory; a change to what a cached
-- session says (revoked, ended early, its user's role or contact details or cards) tells every process at once,
-- with the user's id, on the channel `session_cache`. A touch (last_seen_at, expires_at moved later) says nothing.
CREATE FUNCTION session_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_user text;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    changed_user := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  ELSE
    changed_user := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
    IF TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id THEN
      PERFORM pg_notify('session_cache', OLD.user_id::text);
    END IF;
  END IF;
  PERFORM pg_notify('session_cache', changed_user);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_session_cache_notify AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR NEW.expires_at < OLD.expires_at
        OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.token_hash IS DISTINCT FROM NEW.token_hash)
  EXECUTE FUNCTION session_cache_notify();
--> statement-breakpoint
CREATE TRIGGER sessions_deleted_session_cache_notify AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION session_cache_notify();
--> statement-breakpoint
CREATE TRIGGER users_session_cache_notify AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.mobile IS DISTINCT FROM NEW.mobile OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION session_cache_notify();
--> statement-breakpoint
CREATE TRIGGER users_deleted_session_cache_notify AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION session_cache_notify();
--> statement-breakpoint
CREATE TRIGGER user_cards_session_cache_notify AFTER INSERT OR UPDATE OR DELETE ON user_cards FOR EACH ROW EXECUTE FUNCTION session_cache_notify();
