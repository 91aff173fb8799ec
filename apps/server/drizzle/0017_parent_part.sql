CREATE TABLE "claim_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"role" text NOT NULL,
	"signer_name" text NOT NULL,
	"signer_email" text,
	"user_id" uuid,
	"parent_link_id" uuid,
	"identified_by" text NOT NULL,
	"records_consent_version" text,
	"authorization_version" text NOT NULL,
	"intent_version" text NOT NULL,
	"language" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"document_file_id" uuid,
	"document_sha256" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "parent_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"opened_at" timestamp with time zone,
	"failed_checks" integer DEFAULT 0 NOT NULL,
	"access_hash" text,
	"checked_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claims_change_logs" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_documents" ADD COLUMN "from_parent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "parent_part" jsonb;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "parent_part_online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "parent_link_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_signatures" ADD CONSTRAINT "claim_signatures_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_signatures" ADD CONSTRAINT "claim_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_signatures" ADD CONSTRAINT "claim_signatures_parent_link_id_parent_links_id_fk" FOREIGN KEY ("parent_link_id") REFERENCES "public"."parent_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_signatures" ADD CONSTRAINT "claim_signatures_document_file_id_stored_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_links" ADD CONSTRAINT "parent_links_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_links" ADD CONSTRAINT "parent_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_signatures_claim_idx" ON "claim_signatures" USING btree ("claim_id","signed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "parent_links_token_unique" ON "parent_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "parent_links_access_unique" ON "parent_links" USING btree ("access_hash");--> statement-breakpoint
CREATE INDEX "parent_links_claim_idx" ON "parent_links" USING btree ("claim_id","created_at");--> statement-breakpoint
CREATE INDEX "parent_links_open_idx" ON "parent_links" USING btree ("created_at") WHERE "parent_links"."used_at" is null and "parent_links"."revoked_at" is null;