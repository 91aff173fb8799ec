ALTER TABLE "parent_links" ADD COLUMN "purpose" text DEFAULT 'PART' NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "insurance_confirm_days" integer;