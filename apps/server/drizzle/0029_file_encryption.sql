CREATE TABLE "file_key_checks" (
	"key_id" text PRIMARY KEY NOT NULL,
	"check" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "encryption_key_id" text;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "wrapped_key" "bytea";