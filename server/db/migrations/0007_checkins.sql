CREATE TABLE "checkins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text,
	"socio_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"veredicto" text NOT NULL,
	"motivo" text,
	"online" boolean NOT NULL,
	"dispositivo" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkins_key_unique" UNIQUE("key"),
	CONSTRAINT "checkins_veredicto_check" CHECK ("checkins"."veredicto" in ('permitido', 'denegado'))
);
--> statement-breakpoint
ALTER TABLE "socios" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_socio_id_socios_id_fk" FOREIGN KEY ("socio_id") REFERENCES "public"."socios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkins_at_idx" ON "checkins" USING btree ("at","veredicto");--> statement-breakpoint
CREATE INDEX "socios_updated_idx" ON "socios" USING btree ("updated_at");--> statement-breakpoint
-- The roster's delta (GET /api/gate/roster?since=) reads socios.updated_at alone: these
-- triggers move it on any change of the member, of their persona or of their photo, from
-- whatever code path writes.
-- An UPDATE that sets updated_at itself keeps its value (the triggers below; tests).
CREATE FUNCTION "socios_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."updated_at" IS NOT DISTINCT FROM OLD."updated_at" THEN
    NEW."updated_at" := now();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "socios_touch" BEFORE UPDATE ON "socios" FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "socios_touch"();--> statement-breakpoint
CREATE FUNCTION "personas_touch_socio"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "socios" SET "updated_at" = now() WHERE "persona_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "personas_touch_socio" AFTER UPDATE ON "personas" FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "personas_touch_socio"();--> statement-breakpoint
CREATE FUNCTION "imagenes_touch_socio"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."tipo" = 'principal' THEN
    UPDATE "socios" SET "updated_at" = now() WHERE "persona_id" = OLD."persona_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."tipo" = 'principal' THEN
    UPDATE "socios" SET "updated_at" = now() WHERE "persona_id" = NEW."persona_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "imagenes_touch_socio" AFTER INSERT OR UPDATE OR DELETE ON "imagenes_personas"
  FOR EACH ROW EXECUTE FUNCTION "imagenes_touch_socio"();
