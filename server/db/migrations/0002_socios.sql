CREATE TABLE "grupos" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imagenes_personas" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"ruta" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personas" (
	"id" serial PRIMARY KEY NOT NULL,
	"documento" text NOT NULL,
	"nombre" text NOT NULL,
	"apellido" text NOT NULL,
	"apodo" text,
	"nacimiento" date,
	"sexo" text,
	"nacionalidad" text DEFAULT 'Argentina' NOT NULL,
	"domicilio" text,
	"email" text,
	"telefono" text,
	"cuit" text,
	"tramite" text,
	"ejemplar" text,
	"emision" date,
	"of_identidad" text,
	"busqueda" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personas_documento_unique" UNIQUE("documento")
);
--> statement-breakpoint
CREATE TABLE "responsables" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL,
	"responsable_id" integer NOT NULL,
	"parentesco" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "socios" (
	"id" serial PRIMARY KEY NOT NULL,
	"persona_id" integer NOT NULL,
	"alta" date NOT NULL,
	"estado" text DEFAULT 'Pendiente' NOT NULL,
	"categoria" text DEFAULT 'Activo' NOT NULL,
	"vencimiento" date,
	"grupo_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "socios_persona_id_unique" UNIQUE("persona_id")
);
--> statement-breakpoint
CREATE TABLE "socios_historial" (
	"id" serial PRIMARY KEY NOT NULL,
	"socio_id" integer NOT NULL,
	"alta" date NOT NULL,
	"baja" date,
	"motivo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "imagenes_personas" ADD CONSTRAINT "imagenes_personas_persona_id_personas_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."personas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsables" ADD CONSTRAINT "responsables_persona_id_personas_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."personas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsables" ADD CONSTRAINT "responsables_responsable_id_personas_id_fk" FOREIGN KEY ("responsable_id") REFERENCES "public"."personas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "socios" ADD CONSTRAINT "socios_persona_id_personas_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."personas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "socios" ADD CONSTRAINT "socios_grupo_id_grupos_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "socios_historial" ADD CONSTRAINT "socios_historial_socio_id_socios_id_fk" FOREIGN KEY ("socio_id") REFERENCES "public"."socios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "imagenes_personas_tipo_idx" ON "imagenes_personas" USING btree ("persona_id","tipo");--> statement-breakpoint
CREATE INDEX "personas_documento_prefix_idx" ON "personas" USING btree ("documento" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "personas_busqueda_prefix_idx" ON "personas" USING btree ("busqueda" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "personas_apellido_idx" ON "personas" USING btree ("apellido","nombre");--> statement-breakpoint
CREATE UNIQUE INDEX "responsables_par_idx" ON "responsables" USING btree ("persona_id","responsable_id");--> statement-breakpoint
CREATE INDEX "socios_estado_idx" ON "socios" USING btree ("estado");--> statement-breakpoint
CREATE INDEX "socios_alta_idx" ON "socios" USING btree ("alta");--> statement-breakpoint
CREATE INDEX "socios_grupo_idx" ON "socios" USING btree ("grupo_id");--> statement-breakpoint
CREATE INDEX "socios_historial_socio_idx" ON "socios_historial" USING btree ("socio_id","alta");