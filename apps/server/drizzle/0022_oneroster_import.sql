CREATE TABLE "oneroster_previews" (
	"import_id" uuid PRIMARY KEY NOT NULL,
	"school_id" uuid NOT NULL,
	"org_sourced_id" text NOT NULL,
	"users_mode" text NOT NULL,
	"withdrawn" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "temporal_students" ALTER COLUMN "gender" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "sis_org_sourced_id" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "sis_source_id" text;--> statement-breakpoint
ALTER TABLE "temporal_students" ADD COLUMN "sis_source_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "students_school_sis_source_idx" ON "students" USING btree ("school_id","sis_source_id") WHERE "students"."deleted_at" is null and "students"."sis_source_id" is not null;--> statement-breakpoint
-- A OneRoster preview is scratch work the user can upload again, as temporal_students is (migration 0013).
ALTER TABLE "oneroster_previews" SET UNLOGGED;