ALTER TABLE "incidents" ADD COLUMN "client_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_client_id_unique" ON "incidents" USING btree ("school_id","reported_by","client_id");