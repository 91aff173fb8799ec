ALTER TABLE "claims" ADD COLUMN "missing_items" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- How many of its TPA's required items a claim does not have (ADR 016): the items of the TPA of its link,
-- as they are now, that are not among the claim's received items. 0: the claim is complete.
CREATE FUNCTION "claim_missing_items"("received" text[], "of_link" uuid) RETURNS integer LANGUAGE sql STABLE AS $$
  select count(*)::integer
    from schools_third_party_administrators link
    join third_party_administrators tpa on tpa.id = link.third_party_administrator_id
    cross join unnest(tpa.required_documents) as item
    where link.id = of_link and item <> all(received)
$$;--> statement-breakpoint
-- Kept as each of its inputs changes: the claim's items and link, a link's TPA, a TPA's requirement.
CREATE FUNCTION "claims_missing_items"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.missing_items := claim_missing_items(NEW.received_items, NEW.schools_third_party_administrator_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "claims_missing_items" BEFORE INSERT OR UPDATE OF "received_items", "schools_third_party_administrator_id" ON "claims" FOR EACH ROW EXECUTE FUNCTION "claims_missing_items"();--> statement-breakpoint
CREATE FUNCTION "links_missing_items"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE claims SET missing_items = claim_missing_items(received_items, schools_third_party_administrator_id)
    WHERE schools_third_party_administrator_id = NEW.id AND missing_items <> claim_missing_items(received_items, schools_third_party_administrator_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "links_missing_items" AFTER UPDATE OF "third_party_administrator_id" ON "schools_third_party_administrators" FOR EACH ROW
  WHEN (OLD.third_party_administrator_id IS DISTINCT FROM NEW.third_party_administrator_id) EXECUTE FUNCTION "links_missing_items"();--> statement-breakpoint
CREATE FUNCTION "tpas_missing_items"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE claims SET missing_items = claim_missing_items(received_items, schools_third_party_administrator_id)
    WHERE schools_third_party_administrator_id IN (select id from schools_third_party_administrators where third_party_administrator_id = NEW.id)
      AND missing_items <> claim_missing_items(received_items, schools_third_party_administrator_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tpas_missing_items" AFTER UPDATE OF "required_documents" ON "third_party_administrators" FOR EACH ROW
  WHEN (OLD.required_documents IS DISTINCT FROM NEW.required_documents) EXECUTE FUNCTION "tpas_missing_items"();--> statement-breakpoint
UPDATE "claims" SET "missing_items" = claim_missing_items("received_items", "schools_third_party_administrator_id")
  WHERE claim_missing_items("received_items", "schools_third_party_administrator_id") <> 0;--> statement-breakpoint
CREATE INDEX "claims_complete_list_idx" ON "claims" USING btree ("submitted_to_tpa_at","updated_at","claim_number") WHERE "claims"."deleted_at" is null and "claims"."missing_items" = 0;--> statement-breakpoint
CREATE INDEX "claims_incomplete_list_idx" ON "claims" USING btree ("submitted_to_tpa_at","updated_at","claim_number") WHERE "claims"."deleted_at" is null and "claims"."missing_items" > 0;
