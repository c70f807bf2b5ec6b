DROP INDEX "plans_owner_updated_idx";--> statement-breakpoint
DROP INDEX "plans_owner_created_idx";--> statement-breakpoint
DROP INDEX "plans_owner_title_lower_idx";--> statement-breakpoint
DROP INDEX "plans_deleted_at_idx";--> statement-breakpoint
CREATE INDEX "plans_active_updated_idx" ON "plans" USING btree ("owner_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "plans"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "plans_active_created_idx" ON "plans" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "plans"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "plans_active_title_idx" ON "plans" USING btree ("owner_id",lower("title"),"id") WHERE "plans"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "plans_trash_idx" ON "plans" USING btree ("owner_id","deleted_at") WHERE "plans"."deleted_at" is not null;