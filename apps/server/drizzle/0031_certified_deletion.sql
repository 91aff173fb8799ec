CREATE TABLE "deletion_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"requested_by" uuid,
	"requested_by_name" text,
	"counts" jsonb NOT NULL,
	"performed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "retention_years" integer;--> statement-breakpoint
-- Certified deletion (ADR 042) may take out of the append-only access log what it names, only in the
-- transaction that set claims.certified_deletion; nothing else may change or delete an event.
CREATE OR REPLACE FUNCTION "access_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'TRUNCATE' AND current_setting('claims.certified_deletion', true) = 'on' THEN
		RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
	END IF;
	RAISE EXCEPTION 'access events are append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
