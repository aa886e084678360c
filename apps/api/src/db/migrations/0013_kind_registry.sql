CREATE TABLE "t20_fixtures" (
	"id" text PRIMARY KEY NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"stadium" text NOT NULL,
	"city" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"stands" text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turf_venues" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"sports" text[] NOT NULL,
	"first_hour" integer NOT NULL,
	"last_hour" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_products" ADD COLUMN "benefits" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- By hand: the yearly allowances move into the one benefits object before their columns go (issue 15).
UPDATE "card_products" SET "benefits" = jsonb_build_object(
	'golf_rounds_per_year', "golf_rounds_per_year",
	'airport_concierge_sessions_per_year', "airport_concierge_sessions_per_year",
	'airport_transfers_per_year', "airport_transfers_per_year");--> statement-breakpoint
ALTER TABLE "card_products" DROP COLUMN "golf_rounds_per_year";--> statement-breakpoint
ALTER TABLE "card_products" DROP COLUMN "airport_concierge_sessions_per_year";--> statement-breakpoint
ALTER TABLE "card_products" DROP COLUMN "airport_transfers_per_year";