-- The admin flag moves from profiles to users, so the signed session cookie carries it.
ALTER TABLE "users" ADD COLUMN "is_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "users" SET "is_admin" = true FROM "profiles" WHERE "profiles"."user_id" = "users"."id" AND "profiles"."is_admin";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "is_admin";
