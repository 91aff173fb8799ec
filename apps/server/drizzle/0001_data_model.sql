CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "remembered_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remembered_devices_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" "inet",
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "two_factor_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"remember_device" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_number" integer GENERATED ALWAYS AS IDENTITY (sequence name "claims_claim_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100001 CACHE 1),
	"student_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"schools_third_party_administrator_id" uuid NOT NULL,
	"activity" text NOT NULL,
	"activity_level" text NOT NULL,
	"activity_type" text NOT NULL,
	"benefits_due_another_provider" text,
	"first_treatment_date" date NOT NULL,
	"injury_date" date NOT NULL,
	"injury_description" text NOT NULL,
	"injury_reported_date" date NOT NULL,
	"injury_type" text NOT NULL,
	"is_insured" boolean DEFAULT true NOT NULL,
	"is_previous_injury" boolean NOT NULL,
	"is_work_related" boolean NOT NULL,
	"location_of_injury" text NOT NULL,
	"student_address" jsonb NOT NULL,
	"parent_info" jsonb,
	"changes_log" jsonb,
	"submitted_to_tpa_at" date NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "claims_claim_number_unique" UNIQUE("claim_number")
);
--> statement-breakpoint
CREATE TABLE "claims_change_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"submitted_to_tpa_at" date NOT NULL,
	"changes_log" jsonb,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims_email_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"claims_change_log_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"recipient" text,
	"subject" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"message_id" text,
	"sent_by" uuid,
	"viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"is_other_provider" boolean DEFAULT false NOT NULL,
	"provider_name" text,
	"insurance_provider_id" uuid,
	"insurance_member_id" text,
	"insurance_group_id" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schools_dashboard_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"type" text DEFAULT 'CONTACT' NOT NULL,
	"title" text NOT NULL,
	"component" text NOT NULL,
	"company_name" text,
	"representative_name" text,
	"mail_address" text,
	"phone" text,
	"fax" text,
	"email_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schools_dashboard_elements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"component" text NOT NULL,
	"filename" text,
	"url" text,
	"order" integer DEFAULT 0 NOT NULL,
	"third_party_administrators_dashboard_element_id" uuid,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schools_dashboard_elements_order" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"component" text NOT NULL,
	"order" integer NOT NULL,
	"schools_dashboard_contact_id" uuid,
	"schools_dashboard_element_id" uuid,
	"third_party_administrators_dashboard_element_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "elements_order_one_reference" CHECK (num_nonnulls("schools_dashboard_elements_order"."schools_dashboard_contact_id", "schools_dashboard_elements_order"."schools_dashboard_element_id", "schools_dashboard_elements_order"."third_party_administrators_dashboard_element_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"policy_or_certificate_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_reps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"address_1" text,
	"address_2" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"email_address" text,
	"phone" text,
	"see_all_schools" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address_1" text,
	"address_2" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"contact_name" text,
	"contact_email_address" text,
	"contact_phone" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"coverage_start_date" date,
	"sales_rep_id" uuid,
	"allow_piv" boolean DEFAULT false NOT NULL,
	"allow_students_import" boolean DEFAULT false NOT NULL,
	"show_verification_status" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "schools_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"note" text NOT NULL,
	"school_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "schools_third_party_administrators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"third_party_administrator_id" uuid NOT NULL,
	"policy_number" text,
	"tpa_identifier" text,
	"effective_date" date,
	"activities" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users_schools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"academic_id" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"email_address" text,
	"primary_phone" text,
	"address_1" text NOT NULL,
	"address_2" text,
	"city" text NOT NULL,
	"state_prov" text,
	"country" text DEFAULT 'United States' NOT NULL,
	"postal_code" text NOT NULL,
	"parents_info" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "students_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"insurance_provider_id" uuid,
	"insurance_group_id" text,
	"insurance_member_id" text,
	"provider_name" text,
	"is_other_provider" boolean DEFAULT false NOT NULL,
	"phone" text,
	"status" text,
	"primary" boolean,
	"verified_by" uuid,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "temporal_students" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"academic_id" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"email_address" text,
	"primary_phone" text,
	"address_1" text NOT NULL,
	"address_2" text,
	"city" text NOT NULL,
	"state_prov" text,
	"country" text DEFAULT 'United States' NOT NULL,
	"postal_code" text NOT NULL,
	"parents_info" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temporal_students_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"temporal_student_id" uuid NOT NULL,
	"insurance_provider_id" uuid,
	"insurance_group_id" text,
	"insurance_member_id" text,
	"provider_name" text,
	"is_other_provider" boolean DEFAULT false NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "third_party_administrators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"address_1" text,
	"address_2" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"phone" text,
	"fax" text,
	"claims_email_address" text,
	"electronic_claims_email_address" text,
	"claims_portal_url" text,
	"delivery_method" text DEFAULT 'EMAIL' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "third_party_administrators_dashboard_elements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"third_party_administrator_id" uuid NOT NULL,
	"url" text,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"component" text NOT NULL,
	"filename" text,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email_address" text NOT NULL,
	"type" text DEFAULT 'user' NOT NULL,
	"password_hash" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remembered_devices" ADD CONSTRAINT "remembered_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_codes" ADD CONSTRAINT "two_factor_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_schools_third_party_administrator_id_schools_third_party_administrators_id_fk" FOREIGN KEY ("schools_third_party_administrator_id") REFERENCES "public"."schools_third_party_administrators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims_change_logs" ADD CONSTRAINT "claims_change_logs_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims_change_logs" ADD CONSTRAINT "claims_change_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims_email_logs" ADD CONSTRAINT "claims_email_logs_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims_email_logs" ADD CONSTRAINT "claims_email_logs_claims_change_log_id_claims_change_logs_id_fk" FOREIGN KEY ("claims_change_log_id") REFERENCES "public"."claims_change_logs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims_email_logs" ADD CONSTRAINT "claims_email_logs_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims_providers" ADD CONSTRAINT "claims_providers_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims_providers" ADD CONSTRAINT "claims_providers_insurance_provider_id_providers_id_fk" FOREIGN KEY ("insurance_provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools_dashboard_contacts" ADD CONSTRAINT "schools_dashboard_contacts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools_dashboard_elements" ADD CONSTRAINT "schools_dashboard_elements_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools_dashboard_elements" ADD CONSTRAINT "schools_dashboard_elements_third_party_administrators_dashboard_element_id_third_party_administrators_dashboard_elements_id_fk" FOREIGN KEY ("third_party_administrators_dashboard_element_id") REFERENCES "public"."third_party_administrators_dashboard_elements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools_dashboard_elements" ADD CONSTRAINT "schools_dashboard_elements_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools_dashboard_elements_order" ADD CONSTRAINT "schools_dashboard_elements_order_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools_dashboard_elements_order" ADD CONSTRAINT "schools_dashboard_elements_order_schools_dashboard_contact_id_schools_dashboard_contacts_id_fk" FOREIGN KEY ("schools_dashboard_contact_id") REFERENCES "public"."schools_dashboard_contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools_dashboard_elements_order" ADD CONSTRAINT "schools_dashboard_elements_order_schools_dashboard_element_id_schools_dashboard_elements_id_fk" FOREIGN KEY ("schools_dashboard_element_id") REFERENCES "public"."schools_dashboard_elements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools_dashboard_elements_order" ADD CONSTRAINT "schools_dashboard_elements_order_third_party_administrators_dashboard_element_id_third_party_administrators_dashboard_elements_id_fk" FOREIGN KEY ("third_party_administrators_dashboard_element_id") REFERENCES "public"."third_party_administrators_dashboard_elements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_reps" ADD CONSTRAINT "sales_reps_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_sales_rep_id_sales_reps_id_fk" FOREIGN KEY ("sales_rep_id") REFERENCES "public"."sales_reps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools_notes" ADD CONSTRAINT "schools_notes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools_notes" ADD CONSTRAINT "schools_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools_third_party_administrators" ADD CONSTRAINT "schools_third_party_administrators_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools_third_party_administrators" ADD CONSTRAINT "schools_third_party_administrators_third_party_administrator_id_third_party_administrators_id_fk" FOREIGN KEY ("third_party_administrator_id") REFERENCES "public"."third_party_administrators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users_schools" ADD CONSTRAINT "users_schools_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users_schools" ADD CONSTRAINT "users_schools_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students_providers" ADD CONSTRAINT "students_providers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students_providers" ADD CONSTRAINT "students_providers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students_providers" ADD CONSTRAINT "students_providers_insurance_provider_id_providers_id_fk" FOREIGN KEY ("insurance_provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students_providers" ADD CONSTRAINT "students_providers_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporal_students" ADD CONSTRAINT "temporal_students_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporal_students" ADD CONSTRAINT "temporal_students_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporal_students_providers" ADD CONSTRAINT "temporal_students_providers_temporal_student_id_temporal_students_id_fk" FOREIGN KEY ("temporal_student_id") REFERENCES "public"."temporal_students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporal_students_providers" ADD CONSTRAINT "temporal_students_providers_insurance_provider_id_providers_id_fk" FOREIGN KEY ("insurance_provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_administrators" ADD CONSTRAINT "third_party_administrators_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_administrators_dashboard_elements" ADD CONSTRAINT "third_party_administrators_dashboard_elements_third_party_administrator_id_third_party_administrators_id_fk" FOREIGN KEY ("third_party_administrator_id") REFERENCES "public"."third_party_administrators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_administrators_dashboard_elements" ADD CONSTRAINT "third_party_administrators_dashboard_elements_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activities_activity_unique" ON "activities" USING btree (lower("activity")) WHERE "activities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "activities_activity_idx" ON "activities" USING btree ("activity");--> statement-breakpoint
CREATE INDEX "password_tokens_user_idx" ON "password_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "remembered_devices_user_idx" ON "remembered_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factor_codes_user_idx" ON "two_factor_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_idempotency_unique" ON "claims" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "claims_school_submitted_idx" ON "claims" USING btree ("school_id","submitted_to_tpa_at" DESC NULLS LAST) WHERE "claims"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "claims_submitted_idx" ON "claims" USING btree ("submitted_to_tpa_at" DESC NULLS LAST) WHERE "claims"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "claims_status_idx" ON "claims" USING btree ("status");--> statement-breakpoint
CREATE INDEX "claims_user_idx" ON "claims" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "claims_student_idx" ON "claims" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "claims_school_tpa_idx" ON "claims" USING btree ("schools_third_party_administrator_id");--> statement-breakpoint
CREATE INDEX "claims_change_logs_claim_idx" ON "claims_change_logs" USING btree ("claim_id","created_at");--> statement-breakpoint
CREATE INDEX "claims_email_logs_claim_idx" ON "claims_email_logs" USING btree ("claim_id","created_at");--> statement-breakpoint
CREATE INDEX "claims_providers_claim_idx" ON "claims_providers" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "school_contacts_school_idx" ON "schools_dashboard_contacts" USING btree ("school_id","component");--> statement-breakpoint
CREATE INDEX "school_elements_school_component_idx" ON "schools_dashboard_elements" USING btree ("school_id","component","order");--> statement-breakpoint
CREATE INDEX "school_elements_tpa_element_idx" ON "schools_dashboard_elements" USING btree ("third_party_administrators_dashboard_element_id");--> statement-breakpoint
CREATE INDEX "elements_order_school_component_idx" ON "schools_dashboard_elements_order" USING btree ("school_id","component","order");--> statement-breakpoint
CREATE INDEX "providers_name_idx" ON "providers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "sales_reps_name_idx" ON "sales_reps" USING btree ("first_name","last_name") WHERE "sales_reps"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "schools_name_idx" ON "schools" USING btree ("name") WHERE "schools"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "schools_name_trgm" ON "schools" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "schools_sales_rep_idx" ON "schools" USING btree ("sales_rep_id");--> statement-breakpoint
CREATE INDEX "schools_updated_at_idx" ON "schools" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "schools_notes_school_idx" ON "schools_notes" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "school_tpas_school_idx" ON "schools_third_party_administrators" USING btree ("school_id") WHERE "schools_third_party_administrators"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "school_tpas_tpa_idx" ON "schools_third_party_administrators" USING btree ("third_party_administrator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_schools_unique" ON "users_schools" USING btree ("user_id","school_id");--> statement-breakpoint
CREATE INDEX "users_schools_school_idx" ON "users_schools" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "students_school_name_idx" ON "students" USING btree ("school_id","last_name","first_name") WHERE "students"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "students_school_academic_idx" ON "students" USING btree ("school_id","academic_id");--> statement-breakpoint
CREATE INDEX "students_first_name_trgm" ON "students" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_last_name_trgm" ON "students" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_academic_id_trgm" ON "students" USING gin ("academic_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_providers_student_idx" ON "students_providers" USING btree ("school_id","student_id") WHERE "students_providers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "temporal_students_import_idx" ON "temporal_students" USING btree ("import_id","row_number");--> statement-breakpoint
CREATE INDEX "temporal_providers_student_idx" ON "temporal_students_providers" USING btree ("temporal_student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tpas_code_unique" ON "third_party_administrators" USING btree (lower("code")) WHERE "third_party_administrators"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tpas_name_trgm" ON "third_party_administrators" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tpas_code_trgm" ON "third_party_administrators" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tpa_elements_tpa_idx" ON "third_party_administrators_dashboard_elements" USING btree ("third_party_administrator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email_address")) WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_first_name_trgm" ON "users" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_trgm" ON "users" USING gin ("last_name" gin_trgm_ops);