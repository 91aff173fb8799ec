CREATE TABLE "incident_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incident_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_to_play" (
	"incident_id" uuid PRIMARY KEY NOT NULL,
	"steps" text[] NOT NULL,
	"started_by" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"cleared_by" uuid,
	"cleared_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "return_to_play_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incident_id" uuid NOT NULL,
	"step" integer NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"logged_by" uuid,
	CONSTRAINT "return_to_play_steps_once" UNIQUE("incident_id","step")
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "return_to_play_steps" text[];--> statement-breakpoint
ALTER TABLE "incident_files" ADD CONSTRAINT "incident_files_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_files" ADD CONSTRAINT "incident_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_files" ADD CONSTRAINT "incident_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_to_play" ADD CONSTRAINT "return_to_play_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_to_play" ADD CONSTRAINT "return_to_play_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_to_play" ADD CONSTRAINT "return_to_play_cleared_by_users_id_fk" FOREIGN KEY ("cleared_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_to_play_steps" ADD CONSTRAINT "return_to_play_steps_incident_id_return_to_play_incident_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."return_to_play"("incident_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_to_play_steps" ADD CONSTRAINT "return_to_play_steps_logged_by_users_id_fk" FOREIGN KEY ("logged_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incident_files_incident_idx" ON "incident_files" USING btree ("incident_id","created_at");