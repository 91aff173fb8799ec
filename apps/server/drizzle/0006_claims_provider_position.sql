DROP INDEX "claims_providers_claim_idx";--> statement-breakpoint
ALTER TABLE "claims_providers" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "claims_providers_claim_idx" ON "claims_providers" USING btree ("claim_id","position");