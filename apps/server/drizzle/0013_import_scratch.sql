ALTER TABLE "temporal_students" DROP CONSTRAINT "temporal_students_school_id_schools_id_fk";
--> statement-breakpoint
ALTER TABLE "temporal_students" DROP CONSTRAINT "temporal_students_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "temporal_students_providers" DROP CONSTRAINT "temporal_students_providers_temporal_student_id_temporal_students_id_fk";
--> statement-breakpoint
ALTER TABLE "temporal_students_providers" DROP CONSTRAINT "temporal_students_providers_insurance_provider_id_providers_id_fk";
--> statement-breakpoint
-- A preview's rows are scratch work the user can upload again: unlogged, they write no WAL.
ALTER TABLE "temporal_students_providers" SET UNLOGGED;--> statement-breakpoint
ALTER TABLE "temporal_students" SET UNLOGGED;
