ALTER TABLE "mail_outbox" ADD COLUMN "about" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_about_idx" ON "mail_outbox" USING gin ("about");