CREATE TABLE "cuotas" (
	"id" serial PRIMARY KEY NOT NULL,
	"socio_id" integer NOT NULL,
	"periodo" text NOT NULL,
	"categoria" text NOT NULL,
	"importe" integer NOT NULL,
	"descuento" integer DEFAULT 0 NOT NULL,
	"vencimiento" date NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"pago_id" integer,
	"anulada_motivo" text,
	"anulada_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cuotas_estado_check" CHECK ("cuotas"."estado" in ('pendiente', 'pagada', 'anulada')),
	CONSTRAINT "cuotas_periodo_check" CHECK ("cuotas"."periodo" ~ '^20[0-9]{2}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "cuotas_importe_check" CHECK ("cuotas"."importe" >= 0 and "cuotas"."descuento" >= 0),
	CONSTRAINT "cuotas_pagada_check" CHECK (("cuotas"."estado" = 'pagada') = ("cuotas"."pago_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "pagos" (
	"id" serial PRIMARY KEY NOT NULL,
	"socio_id" integer NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"importe" integer NOT NULL,
	"medio" text NOT NULL,
	"nota" text,
	"user_id" integer,
	CONSTRAINT "pagos_medio_check" CHECK ("pagos"."medio" in ('efectivo', 'debito', 'credito', 'qr', 'transferencia', 'deposito')),
	CONSTRAINT "pagos_importe_check" CHECK ("pagos"."importe" >= 0)
);
--> statement-breakpoint
ALTER TABLE "auditoria" DROP CONSTRAINT "auditoria_accion_check";--> statement-breakpoint
ALTER TABLE "cuotas" ADD CONSTRAINT "cuotas_socio_id_socios_id_fk" FOREIGN KEY ("socio_id") REFERENCES "public"."socios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuotas" ADD CONSTRAINT "cuotas_pago_id_pagos_id_fk" FOREIGN KEY ("pago_id") REFERENCES "public"."pagos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagos" ADD CONSTRAINT "pagos_socio_id_socios_id_fk" FOREIGN KEY ("socio_id") REFERENCES "public"."socios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagos" ADD CONSTRAINT "pagos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cuotas_socio_periodo_idx" ON "cuotas" USING btree ("socio_id","periodo");--> statement-breakpoint
CREATE INDEX "cuotas_periodo_idx" ON "cuotas" USING btree ("periodo","estado");--> statement-breakpoint
CREATE INDEX "cuotas_pendientes_idx" ON "cuotas" USING btree ("socio_id","vencimiento") WHERE "cuotas"."estado" = 'pendiente';--> statement-breakpoint
CREATE INDEX "cuotas_pago_idx" ON "cuotas" USING btree ("pago_id");--> statement-breakpoint
CREATE INDEX "pagos_socio_idx" ON "pagos" USING btree ("socio_id","fecha");--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_accion_check" CHECK ("auditoria"."accion" in ('ingreso', 'ingreso-fallido', 'clave-cambiada', 'enlace-clave-creado', 'sesiones-cerradas', 'nivel-cambiado', 'socio-editado', 'socios-exportados', 'busqueda-dni', 'clave-qr-rotada', 'pago', 'cuota-anulada', 'cuotas-generadas', 'configuracion'));--> statement-breakpoint
-- The gate's roster and member copy follow socios.updated_at (0007_checkins): a member's
-- cuotas decide 'al día', so generating, paying or annulling them touches the member, once
-- per statement (a period of 10,000 members is one UPDATE, not 10,000).
CREATE FUNCTION "cuotas_touch_socio"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "socios" SET "updated_at" = now()
  WHERE "id" IN (SELECT DISTINCT "socio_id" FROM "cambiadas");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cuotas_insert_touch_socio" AFTER INSERT ON "cuotas"
  REFERENCING NEW TABLE AS "cambiadas"
  FOR EACH STATEMENT EXECUTE FUNCTION "cuotas_touch_socio"();--> statement-breakpoint
CREATE TRIGGER "cuotas_update_touch_socio" AFTER UPDATE ON "cuotas"
  REFERENCING NEW TABLE AS "cambiadas"
  FOR EACH STATEMENT EXECUTE FUNCTION "cuotas_touch_socio"();
