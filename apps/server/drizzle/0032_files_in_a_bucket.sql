CREATE TABLE "stored_object_deletions" (
	"object_key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_files" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "object_key" text;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_bytes_in_one_place" CHECK (("stored_files"."data" is null) <> ("stored_files"."object_key" is null));