DROP INDEX "claims_school_submitted_idx";--> statement-breakpoint
DROP INDEX "claims_submitted_idx";--> statement-breakpoint
DROP INDEX "claims_status_idx";--> statement-breakpoint
DROP INDEX "students_first_name_trgm";--> statement-breakpoint
DROP INDEX "students_last_name_trgm";--> statement-breakpoint
CREATE INDEX "claims_list_submitted_idx" ON "claims" USING btree ("submitted_to_tpa_at","updated_at","claim_number") WHERE "claims"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "claims_list_school_idx" ON "claims" USING btree ("school_id","submitted_to_tpa_at","updated_at","claim_number") WHERE "claims"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "claims_list_status_idx" ON "claims" USING btree ("status","submitted_to_tpa_at","updated_at","claim_number") WHERE "claims"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "claims_list_accident_idx" ON "claims" USING btree ("injury_date","claim_number") WHERE "claims"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "claims_list_by_status_idx" ON "claims" USING btree ("status","claim_number") WHERE "claims"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "claims_email_logs_pending_idx" ON "claims_email_logs" USING btree ("updated_at") WHERE "claims_email_logs"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "schools_sort_name_idx" ON "schools" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "students_sort_name_idx" ON "students" USING btree (lower("last_name"),lower("first_name"));--> statement-breakpoint
CREATE INDEX "students_sort_academic_idx" ON "students" USING btree (lower("academic_id"));--> statement-breakpoint
CREATE INDEX "students_full_name_trgm" ON "students" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_providers_by_student_idx" ON "students_providers" USING btree ("student_id");