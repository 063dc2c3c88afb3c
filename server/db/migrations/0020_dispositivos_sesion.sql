ALTER TABLE "dispositivos" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "dispositivos" ADD CONSTRAINT "dispositivos_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispositivos_sesion_idx" ON "dispositivos" USING btree ("session_id");