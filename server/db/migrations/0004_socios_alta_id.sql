DROP INDEX "socios_alta_idx";--> statement-breakpoint
CREATE INDEX "socios_alta_idx" ON "socios" USING btree ("alta","id");