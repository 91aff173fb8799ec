ALTER TABLE "claims" ADD COLUMN "next_due_on" date;--> statement-breakpoint
-- A claim's nearest due date (ADR 028): the earliest of its notice, filing and absolute dates (past ones
-- included), null once an e-mail of it reached the TPA (its status DELIVERED, or a DELIVERED e-mail when a
-- later edit put the status back) or when its TPA link sets none of the three.
CREATE FUNCTION "claim_next_due_on"("of_claim" uuid, "claim_status" text, "injured_on" date, "of_link" uuid) RETURNS date LANGUAGE sql STABLE AS $$
  select case
    when claim_status = 'DELIVERED' or exists (select 1 from claims_email_logs sent where sent.claim_id = of_claim and sent.status = 'DELIVERED') then null
    else (select least(injured_on + link.notice_days, injured_on + link.filing_days, injured_on + link.absolute_days) from schools_third_party_administrators link where link.id = of_link)
  end
$$;--> statement-breakpoint
-- Kept as each of its inputs changes: the claim's own columns, its e-mails' delivery, its link's day counts.
CREATE FUNCTION "claims_next_due_on"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.next_due_on := claim_next_due_on(NEW.id, NEW.status, NEW.injury_date, NEW.schools_third_party_administrator_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "claims_next_due_on" BEFORE INSERT OR UPDATE OF "status", "injury_date", "schools_third_party_administrator_id" ON "claims" FOR EACH ROW EXECUTE FUNCTION "claims_next_due_on"();--> statement-breakpoint
CREATE FUNCTION "claims_email_logs_next_due_on"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE claims SET next_due_on = claim_next_due_on(id, status, injury_date, schools_third_party_administrator_id)
    WHERE id = NEW.claim_id AND next_due_on IS DISTINCT FROM claim_next_due_on(id, status, injury_date, schools_third_party_administrator_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "claims_email_logs_delivered_next_due_on" AFTER INSERT ON "claims_email_logs" FOR EACH ROW
  WHEN (NEW.status = 'DELIVERED') EXECUTE FUNCTION "claims_email_logs_next_due_on"();--> statement-breakpoint
CREATE TRIGGER "claims_email_logs_next_due_on" AFTER UPDATE OF "status" ON "claims_email_logs" FOR EACH ROW
  WHEN ((NEW.status = 'DELIVERED') IS DISTINCT FROM (OLD.status = 'DELIVERED')) EXECUTE FUNCTION "claims_email_logs_next_due_on"();--> statement-breakpoint
CREATE FUNCTION "links_next_due_on"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE claims SET next_due_on = claim_next_due_on(id, status, injury_date, schools_third_party_administrator_id)
    WHERE schools_third_party_administrator_id = NEW.id AND next_due_on IS DISTINCT FROM claim_next_due_on(id, status, injury_date, schools_third_party_administrator_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "links_next_due_on" AFTER UPDATE OF "notice_days", "filing_days", "absolute_days" ON "schools_third_party_administrators" FOR EACH ROW
  WHEN (OLD.notice_days IS DISTINCT FROM NEW.notice_days OR OLD.filing_days IS DISTINCT FROM NEW.filing_days OR OLD.absolute_days IS DISTINCT FROM NEW.absolute_days)
  EXECUTE FUNCTION "links_next_due_on"();--> statement-breakpoint
UPDATE "claims" SET "next_due_on" = claim_next_due_on("id", "status", "injury_date", "schools_third_party_administrator_id")
  WHERE "status" <> 'DELIVERED' AND claim_next_due_on("id", "status", "injury_date", "schools_third_party_administrator_id") IS NOT NULL;--> statement-breakpoint
CREATE INDEX "claims_due_idx" ON "claims" USING btree ("next_due_on","claim_number") WHERE "claims"."deleted_at" is null and "claims"."next_due_on" is not null;--> statement-breakpoint
CREATE INDEX "claims_school_due_idx" ON "claims" USING btree ("school_id","next_due_on") WHERE "claims"."deleted_at" is null and "claims"."next_due_on" is not null;--> statement-breakpoint
CREATE INDEX "claims_unsent_list_idx" ON "claims" USING btree ("submitted_to_tpa_at","updated_at","claim_number") INCLUDE ("next_due_on") WHERE "claims"."deleted_at" is null and "claims"."next_due_on" is not null;
