CREATE TABLE "access_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"user_id" uuid,
	"link" text,
	"link_id" uuid,
	"action" text NOT NULL,
	"resource" text NOT NULL,
	"student_ids" uuid[] NOT NULL,
	"claim_ids" uuid[] NOT NULL,
	"document_ids" uuid[] NOT NULL,
	"school_ids" uuid[] NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE INDEX "access_events_students_idx" ON "access_events" USING gin ("student_ids");--> statement-breakpoint
CREATE INDEX "access_events_user_idx" ON "access_events" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "access_events_at_idx" ON "access_events" USING btree ("at");--> statement-breakpoint
-- The access log is append-only (issue 39): no role the application connects as may change or remove an
-- event, by row or by truncation.
CREATE FUNCTION "access_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'access events are append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "access_events_no_update_or_delete" BEFORE UPDATE OR DELETE ON "access_events" FOR EACH ROW EXECUTE FUNCTION "access_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "access_events_no_truncate" BEFORE TRUNCATE ON "access_events" FOR EACH STATEMENT EXECUTE FUNCTION "access_events_append_only"();
