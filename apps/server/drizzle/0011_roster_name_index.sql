-- A school and a text in one GIN index need btree_gin for the school's uuid (the roster's name search).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "students_school_full_name_trgm" ON "students" USING gin ("school_id",("first_name" || ' ' || "last_name") gin_trgm_ops) WHERE "students"."deleted_at" is null;