CREATE TABLE "auditoria" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"email" text,
	"ip" text,
	"accion" text NOT NULL,
	"detalle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "auditoria_accion_check" CHECK ("auditoria"."accion" in ('ingreso', 'ingreso-fallido', 'clave-cambiada', 'nivel-cambiado', 'socio-editado', 'socios-exportados', 'busqueda-dni', 'clave-qr-rotada', 'pago', 'configuracion'))
);
--> statement-breakpoint
CREATE INDEX "auditoria_at_idx" ON "auditoria" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "auditoria_accion_idx" ON "auditoria" USING btree ("accion","at");--> statement-breakpoint
-- Append-only: entries are added, never changed or removed (docs/decisions/0021).
CREATE FUNCTION auditoria_solo_agregar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'El registro de actividad solo admite agregar entradas';
END $$;
--> statement-breakpoint
CREATE TRIGGER auditoria_solo_agregar BEFORE UPDATE OR DELETE OR TRUNCATE ON auditoria
  FOR EACH STATEMENT EXECUTE FUNCTION auditoria_solo_agregar();
