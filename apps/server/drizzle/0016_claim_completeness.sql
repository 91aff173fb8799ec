CREATE TABLE "claim_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"claim_id" uuid,
	"kind" text NOT NULL,
	"file_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims_email_log_documents" (
	"email_log_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	CONSTRAINT "claims_email_log_documents_email_log_id_document_id_pk" PRIMARY KEY("email_log_id","document_id")
);
--> statement-breakpoint
ALTER TABLE "claims" ALTER COLUMN "injury_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "official_statement" jsonb;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "received_items" text[] DEFAULT '{CLAIM_FORM}' NOT NULL;--> statement-breakpoint
ALTER TABLE "claims_email_logs" ADD COLUMN "kind" text DEFAULT 'CLAIM' NOT NULL;--> statement-breakpoint
ALTER TABLE "third_party_administrators" ADD COLUMN "required_documents" text[] DEFAULT '{"CLAIM_FORM","ITEMIZED_BILL","EOB_OR_NO_OTHER_INSURANCE"}' NOT NULL;--> statement-breakpoint
ALTER TABLE "third_party_administrators" ADD COLUMN "max_attachment_bytes" integer DEFAULT 20971520 NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_documents" ADD CONSTRAINT "claim_documents_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_documents" ADD CONSTRAINT "claim_documents_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_documents" ADD CONSTRAINT "claim_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_documents" ADD CONSTRAINT "claim_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims_email_log_documents" ADD CONSTRAINT "claims_email_log_documents_email_log_id_claims_email_logs_id_fk" FOREIGN KEY ("email_log_id") REFERENCES "public"."claims_email_logs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims_email_log_documents" ADD CONSTRAINT "claims_email_log_documents_document_id_claim_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."claim_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_documents_claim_idx" ON "claim_documents" USING btree ("claim_id","created_at");--> statement-breakpoint
CREATE INDEX "claim_documents_draft_idx" ON "claim_documents" USING btree ("uploaded_by","created_at") WHERE "claim_documents"."claim_id" is null;--> statement-breakpoint
CREATE INDEX "claims_email_log_documents_document_idx" ON "claims_email_log_documents" USING btree ("document_id");--> statement-breakpoint
-- A claim listing no other insurance stands for the statement of no other insurance (checklist, issue 16).
UPDATE "claims" SET "received_items" = '{CLAIM_FORM,EOB_OR_NO_OTHER_INSURANCE}' WHERE NOT EXISTS (SELECT 1 FROM "claims_providers" WHERE "claims_providers"."claim_id" = "claims"."id");
