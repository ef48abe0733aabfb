-- Unlogged (edited in by hand; drizzle-kit has no option for it): shared throttle counters are not worth
-- a WAL flush per request, and a crash that empties them only forgets recent failures (ADR 12).
CREATE UNLOGGED TABLE "throttle_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"first_at" bigint NOT NULL,
	"last_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "throttle_counters_expires_idx" ON "throttle_counters" USING btree ("expires_at");