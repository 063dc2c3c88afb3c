ALTER TABLE "qr_keys" ALTER COLUMN "private_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "checkins" ADD COLUMN "recibido_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "qr_keys" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
UPDATE "checkins" SET "recibido_at" = "created_at";
