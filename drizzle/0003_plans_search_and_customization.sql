CREATE TABLE "plan_customizations" (
	"user_id" text PRIMARY KEY NOT NULL,
	"default_sections" jsonb NOT NULL,
	"brand_name" text,
	"accent_color" text,
	"logo_data_url" text,
	"diagram_theme" text,
	"diagram_security_level" text DEFAULT 'loose' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"hourly_rate_cents" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_customizations" ADD CONSTRAINT "plan_customizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plans_owner_created_idx" ON "plans" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "plans_owner_title_idx" ON "plans" USING btree ("owner_id","title");--> statement-breakpoint
CREATE INDEX "plans_search_idx" ON "plans" USING gin ("search_vector");