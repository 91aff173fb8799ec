CREATE TABLE "guardian_request_students" (
	"request_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	CONSTRAINT "guardian_request_students_request_id_student_id_pk" PRIMARY KEY("request_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "guardian_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"token_hash" text NOT NULL,
	"access_hash" text,
	"failed_checks" integer DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"mail_queued_at" timestamp with time zone,
	"mail_outbox_id" uuid,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"opted_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "season_authorizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"part" jsonb NOT NULL,
	"signer_name" text NOT NULL,
	"signer_email" text NOT NULL,
	"records_consent_version" text NOT NULL,
	"authorization_version" text NOT NULL,
	"intent_version" text NOT NULL,
	"language" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"document_file_id" uuid,
	"document_sha256" text NOT NULL,
	"english_rendering_file_id" uuid,
	"signed_at" timestamp with time zone NOT NULL,
	"expires_on" date NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "season_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"activity" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claim_signatures" ADD COLUMN "season_authorization_id" uuid;--> statement-breakpoint
ALTER TABLE "guardian_request_students" ADD CONSTRAINT "guardian_request_students_request_id_guardian_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."guardian_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_request_students" ADD CONSTRAINT "guardian_request_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_requests" ADD CONSTRAINT "guardian_requests_campaign_id_season_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."season_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_requests" ADD CONSTRAINT "guardian_requests_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_requests" ADD CONSTRAINT "guardian_requests_mail_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("mail_outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_authorizations" ADD CONSTRAINT "season_authorizations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_authorizations" ADD CONSTRAINT "season_authorizations_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_authorizations" ADD CONSTRAINT "season_authorizations_request_id_guardian_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."guardian_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_authorizations" ADD CONSTRAINT "season_authorizations_document_file_id_stored_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_authorizations" ADD CONSTRAINT "season_authorizations_english_rendering_file_id_stored_files_id_fk" FOREIGN KEY ("english_rendering_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_campaigns" ADD CONSTRAINT "season_campaigns_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_campaigns" ADD CONSTRAINT "season_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardian_request_students_student_idx" ON "guardian_request_students" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_requests_token_unique" ON "guardian_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_requests_access_unique" ON "guardian_requests" USING btree ("access_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_requests_campaign_email_unique" ON "guardian_requests" USING btree ("campaign_id","email");--> statement-breakpoint
CREATE INDEX "guardian_requests_unqueued_idx" ON "guardian_requests" USING btree ("campaign_id") WHERE "guardian_requests"."mail_queued_at" is null;--> statement-breakpoint
CREATE INDEX "guardian_requests_open_idx" ON "guardian_requests" USING btree ("created_at") WHERE "guardian_requests"."completed_at" is null and "guardian_requests"."opted_out_at" is null;--> statement-breakpoint
CREATE INDEX "season_authorizations_student_idx" ON "season_authorizations" USING btree ("student_id","expires_on") WHERE "season_authorizations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "season_campaigns_school_idx" ON "season_campaigns" USING btree ("school_id","created_at");--> statement-breakpoint
ALTER TABLE "claim_signatures" ADD CONSTRAINT "claim_signatures_season_authorization_id_season_authorizations_id_fk" FOREIGN KEY ("season_authorization_id") REFERENCES "public"."season_authorizations"("id") ON DELETE no action ON UPDATE no action;