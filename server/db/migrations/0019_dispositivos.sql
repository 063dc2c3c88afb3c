CREATE TABLE "dispositivos" (
	"id" serial PRIMARY KEY NOT NULL,
	"socio_id" integer NOT NULL,
	"user_id" integer,
	"nombre" text NOT NULL,
	"alg" text NOT NULL,
	"public_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"renewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valido_hasta" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "dispositivos_alg" CHECK ("dispositivos"."alg" in ('Ed25519', 'P-256'))
);
--> statement-breakpoint
ALTER TABLE "auditoria" DROP CONSTRAINT "auditoria_accion_check";--> statement-breakpoint
ALTER TABLE "dispositivos" ADD CONSTRAINT "dispositivos_socio_id_socios_id_fk" FOREIGN KEY ("socio_id") REFERENCES "public"."socios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispositivos" ADD CONSTRAINT "dispositivos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dispositivos_clave_idx" ON "dispositivos" USING btree ("public_key");--> statement-breakpoint
CREATE INDEX "dispositivos_socio_idx" ON "dispositivos" USING btree ("socio_id");--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_accion_check" CHECK ("auditoria"."accion" in ('ingreso', 'ingreso-fallido', 'clave-cambiada', 'enlace-clave-creado', 'sesiones-cerradas', 'nivel-cambiado', 'socio-editado', 'socios-exportados', 'busqueda-dni', 'clave-qr-rotada', 'pago', 'cuota-anulada', 'cuotas-generadas', 'configuracion', 'grupo-creado', 'grupo-renombrado', 'grupo-eliminado', 'grupo-miembro-agregado', 'grupo-miembro-quitado', 'push-enviado', 'dispositivo-registrado', 'dispositivo-quitado'));