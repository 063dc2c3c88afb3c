CREATE TABLE "actividades" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text,
	"horarios" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"profesor" text,
	"importe_mensual" integer NOT NULL,
	"cupo" integer,
	"edad_min" integer,
	"edad_max" integer,
	"requiere_apto" boolean DEFAULT false NOT NULL,
	"activa" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "actividades_cupo_check" CHECK ("actividades"."cupo" is null or "actividades"."cupo" > 0),
	CONSTRAINT "actividades_importe_check" CHECK ("actividades"."importe_mensual" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inscripciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"actividad_id" integer NOT NULL,
	"socio_id" integer NOT NULL,
	"desde" date NOT NULL,
	"hasta" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auditoria" DROP CONSTRAINT "auditoria_accion_check";--> statement-breakpoint
ALTER TABLE "inscripciones" ADD CONSTRAINT "inscripciones_actividad_id_actividades_id_fk" FOREIGN KEY ("actividad_id") REFERENCES "public"."actividades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscripciones" ADD CONSTRAINT "inscripciones_socio_id_socios_id_fk" FOREIGN KEY ("socio_id") REFERENCES "public"."socios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "actividades_nombre_idx" ON "actividades" USING btree (lower(translate("nombre", 'ÁÀÄÂÃáàäâãÉÈËÊéèëêÍÌÏÎíìïîÓÒÖÔÕóòöôõÚÙÜÛúùüûÑñÇç', 'AAAAAaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCc')));--> statement-breakpoint
CREATE UNIQUE INDEX "inscripciones_abierta_idx" ON "inscripciones" USING btree ("actividad_id","socio_id") WHERE "inscripciones"."hasta" is null;--> statement-breakpoint
CREATE INDEX "inscripciones_socio_idx" ON "inscripciones" USING btree ("socio_id");--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_accion_check" CHECK ("auditoria"."accion" in ('ingreso', 'ingreso-fallido', 'clave-cambiada', 'enlace-clave-creado', 'sesiones-cerradas', 'nivel-cambiado', 'socio-editado', 'socios-exportados', 'busqueda-dni', 'clave-qr-rotada', 'pago', 'cuota-anulada', 'cuotas-generadas', 'configuracion', 'grupo-creado', 'grupo-renombrado', 'grupo-eliminado', 'grupo-miembro-agregado', 'grupo-miembro-quitado', 'push-enviado', 'dispositivo-registrado', 'dispositivo-quitado', 'actividad-creada', 'actividad-editada', 'inscripcion-alta', 'inscripcion-baja'));