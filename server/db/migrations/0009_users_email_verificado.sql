ALTER TABLE "users" ADD COLUMN "email_verificado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Accounts staff made or linked to a member count as proven; self sign-ups (level 0) do
-- not, not even Google's of before this migration, which stored the form's email: those
-- prove theirs at their next Google sign-in (docs/decisions/0015).
UPDATE "users" SET "email_verificado" = true WHERE "level" >= 1 OR "socio_id" IS NOT NULL;
