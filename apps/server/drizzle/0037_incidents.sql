CREATE TABLE "incident_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incident_id" uuid NOT NULL,
	"user_id" uuid,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incident_number" integer GENERATED ALWAYS AS IDENTITY (sequence name "incidents_incident_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 500001 CACHE 1),
	"school_id" uuid NOT NULL,
	"person_kind" text NOT NULL,
	"student_id" uuid,
	"person_name" text,
	"injury_date" date NOT NULL,
	"location_of_injury" text NOT NULL,
	"injury_description" text NOT NULL,
	"injury_type" text,
	"activity" text,
	"activity_type" text,
	"official_statement" jsonb NOT NULL,
	"status" text DEFAULT 'REPORTED' NOT NULL,
	"reported_by" uuid NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"claim_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incidents_incident_number_unique" UNIQUE("incident_number"),
	CONSTRAINT "incidents_claim_id_unique" UNIQUE("claim_id")
);
--> statement-breakpoint
ALTER TABLE "access_events" ADD COLUMN "incident_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "incident_changes" ADD CONSTRAINT "incident_changes_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_changes" ADD CONSTRAINT "incident_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incident_changes_incident_idx" ON "incident_changes" USING btree ("incident_id","created_at");--> statement-breakpoint
CREATE INDEX "incidents_school_idx" ON "incidents" USING btree ("school_id","injury_date" DESC NULLS LAST,"incident_number" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "incidents_reporter_idx" ON "incidents" USING btree ("reported_by","injury_date" DESC NULLS LAST,"incident_number" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "incidents_student_idx" ON "incidents" USING btree ("student_id") WHERE "incidents"."student_id" is not null;