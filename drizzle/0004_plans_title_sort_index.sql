DROP INDEX "plans_owner_title_idx";--> statement-breakpoint
CREATE INDEX "plans_owner_title_lower_idx" ON "plans" USING btree ("owner_id",lower("title"));