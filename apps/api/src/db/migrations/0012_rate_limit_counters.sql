-- UNLOGGED by hand (drizzle-kit has no option for it): a rate-limit hit, one per request, writes no WAL and
-- so waits for no disk flush; a crash empties the table, which only restarts the current minute's counts.
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
