DROP INDEX "students_sort_name_idx";--> statement-breakpoint
CREATE INDEX "students_sort_name_idx" ON "students" USING btree (lower("last_name"),lower("first_name"),"id");