ALTER TABLE "checkins" DROP CONSTRAINT "checkins_socio_id_socios_id_fk";
--> statement-breakpoint
ALTER TABLE "checkins" DROP CONSTRAINT "checkins_user_id_users_id_fk";
