CREATE TABLE "disclosures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"claim_id" uuid NOT NULL,
	"email_log_id" uuid,
	"recipient" text NOT NULL,
	"kind" text NOT NULL,
	"items" jsonb NOT NULL,
	"disclosed_at" timestamp with time zone NOT NULL,
	"disclosed_by" uuid,
	"basis" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "disclosures" ADD CONSTRAINT "disclosures_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosures" ADD CONSTRAINT "disclosures_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosures" ADD CONSTRAINT "disclosures_email_log_id_claims_email_logs_id_fk" FOREIGN KEY ("email_log_id") REFERENCES "public"."claims_email_logs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosures" ADD CONSTRAINT "disclosures_disclosed_by_users_id_fk" FOREIGN KEY ("disclosed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disclosures_email_log_unique" ON "disclosures" USING btree ("email_log_id");--> statement-breakpoint
CREATE INDEX "disclosures_student_idx" ON "disclosures" USING btree ("student_id","disclosed_at");