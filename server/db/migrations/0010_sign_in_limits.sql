CREATE TABLE "address_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "login_failures_email_idx";--> statement-breakpoint
CREATE INDEX "address_attempts_idx" ON "address_attempts" USING btree ("action","ip","at");--> statement-breakpoint
CREATE INDEX "login_failures_pair_idx" ON "login_failures" USING btree ("email","ip","at");