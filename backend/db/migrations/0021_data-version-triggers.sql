CREATE TABLE "data_version_pending" (
	"xact" bigint NOT NULL,
	"scope" integer NOT NULL,
	CONSTRAINT "data_version_pending_xact_scope_pk" PRIMARY KEY("xact","scope")
);
--> statement-breakpoint
-- Kept pages' data versions follow every committed write of a tenant's data, whoever writes it (decision 0042).
-- Each statement notes the scopes it touched (its rows' tenant; 0, the shared scope, for reference data and
-- TRUNCATE) in data_version_pending; at commit, a deferred trigger moves this transaction's scopes into
-- data_versions in scope order. The counter rows are locked only in that last step, so a tenant's writers are
-- not serialised while they work and two transactions cannot deadlock on counters. A reader sees the raise with
-- the data it follows. Tables that hold no page's data (sessions, rate limits, job periods, reset tokens,
-- idempotency keys) have no trigger: writing them leaves every tenant's kept pages alone.
-- TG_ARGV[0] is the tenant of a row in the transition table, as SQL; NULL (a child whose parent this transaction
-- deleted) is skipped, since the parent's own delete notes its tenant.
CREATE FUNCTION note_data_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO data_version_pending (xact, scope) VALUES (txid_current(), 0) ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'INSERT' THEN
    EXECUTE format('INSERT INTO data_version_pending (xact, scope) SELECT DISTINCT txid_current(), s FROM (SELECT %s AS s FROM new_rows) t WHERE s IS NOT NULL ON CONFLICT DO NOTHING', TG_ARGV[0]);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('INSERT INTO data_version_pending (xact, scope) SELECT DISTINCT txid_current(), s FROM (SELECT %s AS s FROM old_rows) t WHERE s IS NOT NULL ON CONFLICT DO NOTHING', TG_ARGV[0]);
  ELSE
    EXECUTE format('INSERT INTO data_version_pending (xact, scope) SELECT DISTINCT txid_current(), s FROM (SELECT %1$s AS s FROM new_rows UNION SELECT %1$s AS s FROM old_rows) t WHERE s IS NOT NULL ON CONFLICT DO NOTHING', TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION raise_pending_data_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The first of the transaction's deferred events raises every scope it noted; the others find none left.
  WITH done AS (DELETE FROM data_version_pending WHERE xact = txid_current() RETURNING scope)
  INSERT INTO data_versions (scope, version) SELECT scope, 1 FROM done ORDER BY scope
  ON CONFLICT (scope) DO UPDATE SET version = data_versions.version + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER raise_at_commit AFTER INSERT ON data_version_pending DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION raise_pending_data_versions();--> statement-breakpoint
CREATE PROCEDURE note_data_changes_of(target regclass, tenant text) LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER data_version_insert AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_data_change(%L)', target, tenant);
  EXECUTE format('CREATE TRIGGER data_version_update AFTER UPDATE ON %s REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_data_change(%L)', target, tenant);
  EXECUTE format('CREATE TRIGGER data_version_delete AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_data_change(%L)', target, tenant);
  EXECUTE format('CREATE TRIGGER data_version_truncate AFTER TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION note_data_change(%L)', target, tenant);
END $$;--> statement-breakpoint
CALL note_data_changes_of('providers', 'id');--> statement-breakpoint
CALL note_data_changes_of('users', 'coalesce(provider_id, 0)');--> statement-breakpoint
CALL note_data_changes_of('apartments', 'coalesce(provider_id, 0)');--> statement-breakpoint
CALL note_data_changes_of('locations', 'coalesce(provider_id, 0)');--> statement-breakpoint
CALL note_data_changes_of('doors', '(SELECT coalesce(l.provider_id, 0) FROM locations l WHERE l.id = location_id)');--> statement-breakpoint
CALL note_data_changes_of('bookings', 'provider_id');--> statement-breakpoint
CALL note_data_changes_of('booking_changes', '(SELECT b.provider_id FROM bookings b WHERE b.id = booking_id)');--> statement-breakpoint
CALL note_data_changes_of('booking_comments', '(SELECT b.provider_id FROM bookings b WHERE b.id = booking_id)');--> statement-breakpoint
CALL note_data_changes_of('lost_code_confirmations', '(SELECT b.provider_id FROM bookings b WHERE b.id = booking_id)');--> statement-breakpoint
CALL note_data_changes_of('credit_movements', 'provider_id');--> statement-breakpoint
CALL note_data_changes_of('articles', 'coalesce(provider_id, 0)');--> statement-breakpoint
CALL note_data_changes_of('payment_intents', 'provider_id');--> statement-breakpoint
CALL note_data_changes_of('transfer_receipts', 'provider_id');--> statement-breakpoint
CALL note_data_changes_of('poslink_transactions', 'provider_id');--> statement-breakpoint
CALL note_data_changes_of('message_outbox', 'coalesce(provider_id, 0)');--> statement-breakpoint
CALL note_data_changes_of('notifications', 'coalesce(provider_id, 0)');--> statement-breakpoint
CALL note_data_changes_of('push_subscriptions', '(SELECT coalesce(u.provider_id, 0) FROM users u WHERE u.id = user_id)');--> statement-breakpoint
CALL note_data_changes_of('public_orders', 'provider_id');--> statement-breakpoint
CALL note_data_changes_of('data_requests', '(SELECT o.provider_id FROM public_orders o WHERE o.id = order_id)');--> statement-breakpoint
CALL note_data_changes_of('vending_loads', 'provider_id');--> statement-breakpoint
CALL note_data_changes_of('vending_sales', 'provider_id');--> statement-breakpoint
CALL note_data_changes_of('statuses', '0');--> statement-breakpoint
CALL note_data_changes_of('sizes', '0');--> statement-breakpoint
CALL note_data_changes_of('clients', 'provider_id');--> statement-breakpoint
-- An enterprise tenant reads every scope (render-version.ts); its own counter is enough for its links.
CALL note_data_changes_of('enterprise_providers', 'enterprise_id');--> statement-breakpoint
DROP PROCEDURE note_data_changes_of(regclass, text);
