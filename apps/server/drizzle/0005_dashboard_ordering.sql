DROP TABLE "schools_dashboard_elements_order" CASCADE;--> statement-breakpoint
DROP INDEX "school_contacts_school_idx";--> statement-breakpoint
ALTER TABLE "schools_dashboard_contacts" ADD COLUMN "order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "school_contacts_school_idx" ON "schools_dashboard_contacts" USING btree ("school_id","component","order");--> statement-breakpoint
-- Unlinking a TPA used to leave gaps: number every existing section 1..n once, keeping its order.
UPDATE "schools_dashboard_elements" e SET "order" = r.n
FROM (
  SELECT id, row_number() OVER (PARTITION BY school_id, component ORDER BY "order", created_at, id) AS n
  FROM "schools_dashboard_elements"
  WHERE component IN ('RISK_MANAGEMENT', 'FORMS', 'POLICY_AND_REPORTS', 'CONTACT_INFORMATION', 'CLAIMS_MANAGEMENT', 'VALUE_ADDED_PROGRAMS')
) r
WHERE r.id = e.id;
