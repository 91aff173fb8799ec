ALTER TABLE "claims"
  ADD COLUMN "injury_nature" text GENERATED ALWAYS AS (official_statement ->> 'nature_of_injury') STORED,
  ADD COLUMN "injury_body_parts" text GENERATED ALWAYS AS (translate(jsonb_path_query_array(official_statement, '$.body_parts[*].part')::text, '[]" ', '')) STORED,
  ADD COLUMN "first_queued_at" timestamp with time zone,
  ADD COLUMN "first_delivered_at" timestamp with time zone;--> statement-breakpoint
UPDATE "claims" SET "first_queued_at" = "emails"."queued_at", "first_delivered_at" = "emails"."delivered_at"
  FROM (SELECT "claim_id", min("created_at") AS "queued_at", min("sent_at") FILTER (WHERE "status" = 'DELIVERED') AS "delivered_at"
    FROM "claims_email_logs" GROUP BY "claim_id") AS "emails"
  WHERE "emails"."claim_id" = "claims"."id";--> statement-breakpoint
CREATE INDEX "claims_report_idx" ON "claims" USING btree ("injury_date") INCLUDE ("school_id","schools_third_party_administrator_id","activity","activity_type","activity_level","status","tpa_status","created_at","first_queued_at","first_delivered_at","injury_nature","injury_body_parts") WHERE "claims"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "claims_report_school_idx" ON "claims" USING btree ("school_id","injury_date") INCLUDE ("schools_third_party_administrator_id","activity","activity_type","activity_level","status","tpa_status","created_at","first_queued_at","first_delivered_at","injury_nature","injury_body_parts") WHERE "claims"."deleted_at" is null;
