ALTER TABLE "temporal_students" ALTER COLUMN "date_of_birth" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "oneroster_previews" ADD COLUMN "students" integer DEFAULT 0 NOT NULL;