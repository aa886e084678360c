-- The offers read model (docs/decisions/015-offers-read-model.md): each API process keeps the live offers and the
-- outlets in memory and rebuilds them when this row moves. Triggers move it on every statement that writes what
-- the lists show, whoever writes it (the console, the catalogue import, SQL by hand), once per statement. A voucher
-- code handed out is an UPDATE of voucher_codes and does not move it: redemptions would all queue on this one row.
CREATE TABLE "offers_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "offers_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_offers_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO offers_version (id, version) VALUES (1, 1)
		ON CONFLICT (id) DO UPDATE SET version = offers_version.version + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER offers_version_offers AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offers"
	FOR EACH STATEMENT EXECUTE FUNCTION bump_offers_version();
--> statement-breakpoint
CREATE TRIGGER offers_version_offer_card_products AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offer_card_products"
	FOR EACH STATEMENT EXECUTE FUNCTION bump_offers_version();
--> statement-breakpoint
CREATE TRIGGER offers_version_offer_categories AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offer_categories"
	FOR EACH STATEMENT EXECUTE FUNCTION bump_offers_version();
--> statement-breakpoint
CREATE TRIGGER offers_version_merchants AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "merchants"
	FOR EACH STATEMENT EXECUTE FUNCTION bump_offers_version();
--> statement-breakpoint
CREATE TRIGGER offers_version_merchant_outlets AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "merchant_outlets"
	FOR EACH STATEMENT EXECUTE FUNCTION bump_offers_version();
--> statement-breakpoint
CREATE TRIGGER offers_version_voucher_codes AFTER INSERT OR DELETE OR TRUNCATE ON "voucher_codes"
	FOR EACH STATEMENT EXECUTE FUNCTION bump_offers_version();
