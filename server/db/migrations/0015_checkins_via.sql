ALTER TABLE "checkins" ADD COLUMN "via" text DEFAULT 'qr' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_via_check" CHECK ("checkins"."via" in ('qr', 'dni'));