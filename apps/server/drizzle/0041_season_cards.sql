CREATE TABLE "season_card_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_id" uuid NOT NULL,
	"authorization_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "season_card_files" ADD CONSTRAINT "season_card_files_request_id_guardian_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."guardian_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_card_files" ADD CONSTRAINT "season_card_files_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_card_files" ADD CONSTRAINT "season_card_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_card_files" ADD CONSTRAINT "season_card_files_authorization_id_season_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."season_authorizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "season_card_files_request_idx" ON "season_card_files" USING btree ("request_id","student_id");--> statement-breakpoint
CREATE INDEX "season_card_files_authorization_idx" ON "season_card_files" USING btree ("authorization_id");