DROP INDEX "students_school_name_idx";--> statement-breakpoint
CREATE INDEX "students_school_name_idx" ON "students" USING btree ("school_id",lower("last_name"),lower("first_name")) WHERE "students"."deleted_at" is null;--> statement-breakpoint
-- The rate-limit counters are a cache of counts (a crash may forget a minute of them): unlogged, a count
-- writes no WAL and its commit waits for no disk flush.
ALTER TABLE "rate_limit_counters" SET UNLOGGED;
