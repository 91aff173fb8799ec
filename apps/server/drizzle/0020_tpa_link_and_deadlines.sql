CREATE TABLE "deadline_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"days_before" integer NOT NULL,
	"due_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tpa_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"email_log_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "tpa_status" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "tpa_claim_number" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "tpa_note" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "tpa_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "tpa_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claims_change_logs" ADD COLUMN "tpa_reporter" text;--> statement-breakpoint
ALTER TABLE "claims_change_logs" ADD COLUMN "by_tpa" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "disclosures" ADD COLUMN "tpa_link_id" uuid;--> statement-breakpoint
ALTER TABLE "schools_third_party_administrators" ADD COLUMN "notice_days" integer;--> statement-breakpoint
ALTER TABLE "schools_third_party_administrators" ADD COLUMN "treatment_days" integer;--> statement-breakpoint
ALTER TABLE "schools_third_party_administrators" ADD COLUMN "filing_days" integer;--> statement-breakpoint
ALTER TABLE "schools_third_party_administrators" ADD COLUMN "absolute_days" integer;--> statement-breakpoint
ALTER TABLE "deadline_reminders" ADD CONSTRAINT "deadline_reminders_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpa_links" ADD CONSTRAINT "tpa_links_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpa_links" ADD CONSTRAINT "tpa_links_email_log_id_claims_email_logs_id_fk" FOREIGN KEY ("email_log_id") REFERENCES "public"."claims_email_logs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deadline_reminders_claim_unique" ON "deadline_reminders" USING btree ("claim_id","days_before");--> statement-breakpoint
CREATE UNIQUE INDEX "tpa_links_token_unique" ON "tpa_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "tpa_links_email_log_unique" ON "tpa_links" USING btree ("email_log_id");--> statement-breakpoint
CREATE INDEX "tpa_links_claim_idx" ON "tpa_links" USING btree ("claim_id");--> statement-breakpoint
ALTER TABLE "disclosures" ADD CONSTRAINT "disclosures_tpa_link_id_tpa_links_id_fk" FOREIGN KEY ("tpa_link_id") REFERENCES "public"."tpa_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claims_list_by_tpa_status_idx" ON "claims" USING btree ("tpa_status","claim_number") WHERE "claims"."deleted_at" is null;