CREATE TABLE "catalogue_entries" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "catalogue_entries_kind_id_pk" PRIMARY KEY("kind","id")
);--> statement-breakpoint
-- By hand: every kind's rows move into the one table, as JSON in the shape of the kind's zod row schema
-- (contract kind-catalogues.ts), keeping their order; a fixture's start in India time, as the API serves it.
INSERT INTO "catalogue_entries" ("kind", "id", "position", "data")
SELECT 'GolfEnquiry', "external_id", "position", jsonb_build_object(
	'external_id', "external_id", 'gc_name', "gc_name", 'city', "city", 'session_types', to_jsonb("session_types"),
	'closed_until', to_char("closed_until", 'YYYY-MM-DD'))
FROM "golf_courses";--> statement-breakpoint
INSERT INTO "catalogue_entries" ("kind", "id", "position", "data")
SELECT 'AirportVipPrivilege', "id", "position", jsonb_build_object(
	'id', "id", 'city', "city", 'airport', "airport", 'terminals', to_jsonb("terminals"), 'buggy_service', "buggy_service",
	'domestic', "domestic", 'international', "international", 'departure', "departure", 'arrival', "arrival")
FROM "concierge_airports";--> statement-breakpoint
INSERT INTO "catalogue_entries" ("kind", "id", "position", "data")
SELECT 'AirportTransfer', "id", "position", jsonb_build_object(
	'id', "id", 'city', "city", 'airport', "airport", 'luxury', "luxury",
	'domestic', "domestic", 'international', "international", 'departure', "departure", 'arrival', "arrival")
FROM "transfer_airports";--> statement-breakpoint
INSERT INTO "catalogue_entries" ("kind", "id", "position", "data")
SELECT 'TurfEnquiry', "id", "position", jsonb_build_object(
	'id', "id", 'name', "name", 'city', "city", 'address', "address", 'sports', to_jsonb("sports"),
	'first_hour', "first_hour", 'last_hour', "last_hour")
FROM "turf_venues";--> statement-breakpoint
INSERT INTO "catalogue_entries" ("kind", "id", "position", "data")
SELECT 'T20Enquiry', "id", "position", jsonb_build_object(
	'id', "id", 'home_team', "home_team", 'away_team', "away_team", 'stadium', "stadium", 'city', "city",
	'starts_at', to_char(("starts_at" AT TIME ZONE 'UTC') + interval '5 hours 30 minutes', 'YYYY-MM-DD"T"HH24:MI:SS') || '+05:30',
	'stands', to_jsonb("stands"))
FROM "t20_fixtures";--> statement-breakpoint
DROP TABLE "concierge_airports" CASCADE;--> statement-breakpoint
DROP TABLE "golf_courses" CASCADE;--> statement-breakpoint
DROP TABLE "t20_fixtures" CASCADE;--> statement-breakpoint
DROP TABLE "transfer_airports" CASCADE;--> statement-breakpoint
DROP TABLE "turf_venues" CASCADE;