-- Issue 27. Before one open checkout per cart holds: of a cardholder's open checkouts (double clicks made several), a
-- paying one or else the newest stays open; the other quoted ones expire (their providers' holds lapse on their own).
UPDATE "rewards_checkouts" AS c SET "status" = 'expired'
WHERE c."status" = 'quoted' AND EXISTS (
  SELECT 1 FROM "rewards_checkouts" AS o
  WHERE o."user_id" = c."user_id" AND o."id" <> c."id"
    AND (o."status" = 'paying' OR (o."status" = 'quoted' AND (o."created_at", o."id") > (c."created_at", c."id")))
);--> statement-breakpoint
-- A cart payment whose bank answer never came back was never asked about: ask now, as new ones are (verify_payment).
INSERT INTO "jobs" ("kind", "payload", "run_at", "dedupe_key", "max_attempts")
SELECT 'payments.reconcile', jsonb_build_object('txnid', "txnid", 'purpose', 'cart_checkout'), now(), 'reconcile:' || "txnid", 8
FROM "rewards_checkouts" WHERE "status" = 'paying' AND "txnid" IS NOT NULL
ON CONFLICT ("dedupe_key") DO NOTHING;--> statement-breakpoint
-- A paid checkout whose items were never booked (a crash between "paid" and the providers): the booking job books them.
INSERT INTO "jobs" ("kind", "payload", "run_at", "dedupe_key", "max_attempts")
SELECT DISTINCT 'rewards.fulfil', jsonb_build_object('checkoutId', c."id"), now(), 'rewards-fulfil:' || c."id", 8
FROM "rewards_checkouts" AS c JOIN "rewards_checkout_items" AS i ON i."checkout_id" = c."id"
WHERE c."status" = 'paid' AND i."outcome" = 'held'
ON CONFLICT ("dedupe_key") DO NOTHING;--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_bookings_checkout_item_idx" ON "rewards_bookings" USING btree ("checkout_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_checkouts_one_open_idx" ON "rewards_checkouts" USING btree ("user_id") WHERE status in ('quoted', 'paying');
