CREATE TABLE "push_envios" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"audience" text NOT NULL,
	"title" text NOT NULL,
	"enviados" integer NOT NULL,
	"fallidos" integer NOT NULL,
	"eliminados" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_success_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "push_vapid" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_vapid_una_fila" CHECK ("push_vapid"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "auditoria" DROP CONSTRAINT "auditoria_accion_check";--> statement-breakpoint
ALTER TABLE "push_envios" ADD CONSTRAINT "push_envios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_envios_at_idx" ON "push_envios" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_accion_check" CHECK ("auditoria"."accion" in ('ingreso', 'ingreso-fallido', 'clave-cambiada', 'enlace-clave-creado', 'sesiones-cerradas', 'nivel-cambiado', 'socio-editado', 'socios-exportados', 'busqueda-dni', 'clave-qr-rotada', 'pago', 'cuota-anulada', 'cuotas-generadas', 'configuracion', 'grupo-creado', 'grupo-renombrado', 'grupo-eliminado', 'grupo-miembro-agregado', 'grupo-miembro-quitado', 'push-enviado'));