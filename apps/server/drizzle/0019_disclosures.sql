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
CREATE INDEX "disclosures_student_idx" ON "disclosures" USING btree ("student_id","disclosed_at");--> statement-breakpoint
-- Every e-mail the TPA received before this record existed becomes its row too (ADR 026): the items as
-- the e-mail carried them (whether they went by download link is not known), a resend when an earlier
-- e-mail of the same submission had arrived, the parent's authorization when their signature stood.
INSERT INTO "disclosures" ("student_id", "claim_id", "email_log_id", "recipient", "kind", "items", "disclosed_at", "disclosed_by", "basis")
SELECT
	c."student_id",
	e."claim_id",
	e."id",
	e."recipient",
	CASE WHEN EXISTS (
		SELECT 1 FROM "claims_email_logs" o
		WHERE o."claims_change_log_id" = e."claims_change_log_id" AND o."status" = 'DELIVERED' AND o."id" <> e."id" AND o."sent_at" < e."sent_at"
	) THEN 'RESEND' ELSE e."kind" END,
	jsonb_build_array('Claim form (claim-' || c."claim_number" || '.pdf)') || COALESCE((
		SELECT jsonb_agg(
			(CASE d."kind"
				WHEN 'EOB' THEN 'Explanation of benefits (EOB)'
				WHEN 'ITEMIZED_BILL' THEN 'Itemized bill'
				WHEN 'PAID_RECEIPT' THEN 'Paid receipt'
				WHEN 'INSURANCE_CARD_FRONT' THEN 'Insurance card (front)'
				WHEN 'INSURANCE_CARD_BACK' THEN 'Insurance card (back)'
				WHEN 'INCIDENT_REPORT' THEN 'Incident report'
				WHEN 'PHOTO' THEN 'Photo'
				WHEN 'SIGNED_PARENT_PART' THEN 'Parent''s part, signed'
				ELSE 'Other document'
			END) || ' (' || f."filename" || ')'
			ORDER BY d."created_at", d."id")
		FROM "claims_email_log_documents" carried
		JOIN "claim_documents" d ON d."id" = carried."document_id"
		JOIN "stored_files" f ON f."id" = d."file_id"
		WHERE carried."email_log_id" = e."id"
	), '[]'::jsonb),
	e."sent_at",
	e."sent_by",
	CASE WHEN EXISTS (
		SELECT 1 FROM "claim_signatures" s
		WHERE s."claim_id" = e."claim_id" AND s."role" = 'PARENT' AND s."signed_at" <= e."sent_at" AND (s."voided_at" IS NULL OR s."voided_at" > e."sent_at")
	) THEN 'PARENT_AUTHORIZATION' ELSE 'SCHOOL_CLAIM' END
FROM "claims_email_logs" e
JOIN "claims" c ON c."id" = e."claim_id"
WHERE e."status" = 'DELIVERED' AND e."recipient" IS NOT NULL AND e."sent_at" IS NOT NULL;
