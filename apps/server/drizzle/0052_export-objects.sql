ALTER TABLE "data_exports" ADD COLUMN "object_key" text;--> statement-breakpoint
ALTER TABLE "data_exports" ADD COLUMN "encryption_key_id" text;--> statement-breakpoint
ALTER TABLE "data_exports" ADD COLUMN "wrapped_key" "bytea";