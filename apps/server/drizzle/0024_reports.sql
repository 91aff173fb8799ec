ALTER TABLE "claims" ADD COLUMN "injury_nature" text GENERATED ALWAYS AS (official_statement ->> 'nature_of_injury') STORED;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "injury_body_parts" text GENERATED ALWAYS AS (translate(jsonb_path_query_array(official_statement, '$.body_parts[*].part')::text, '[]" ', '')) STORED;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "first_delivered_at" timestamp with time zone;--> statement-breakpoint
UPDATE "claims" SET "first_delivered_at" = "delivered"."sent_at"
  FROM (SELECT "claim_id", min("sent_at") AS "sent_at" FROM "claims_email_logs" WHERE "status" = 'DELIVERED' GROUP BY "claim_id") AS "delivered"
  WHERE "delivered"."claim_id" = "claims"."id";--> statement-breakpoint
CREATE INDEX "claims_report_idx" ON "claims" USING btree ("injury_date") INCLUDE ("school_id","schools_third_party_administrator_id","activity","activity_type","activity_level","status","tpa_status","created_at","first_delivered_at","injury_nature","injury_body_parts") WHERE "claims"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "claims_report_school_idx" ON "claims" USING btree ("school_id","injury_date") INCLUDE ("schools_third_party_administrator_id","activity","activity_type","activity_level","status","tpa_status","created_at","first_delivered_at","injury_nature","injury_body_parts") WHERE "claims"."deleted_at" is null;
