CREATE TABLE "plan_publications" (
	"plan_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"content_fingerprint" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"show_estimate" boolean DEFAULT false NOT NULL,
	"first_published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_slug_redirects" (
	"owner_id" text NOT NULL,
	"slug" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_slug_redirects_owner_id_slug_pk" PRIMARY KEY("owner_id","slug")
);
--> statement-breakpoint
CREATE TABLE "plan_view_days" (
	"plan_id" uuid NOT NULL,
	"day" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plan_view_days_plan_id_day_pk" PRIMARY KEY("plan_id","day")
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "unlisted_token" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "bio" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "avatar_data_url" text;--> statement-breakpoint
ALTER TABLE "plan_publications" ADD CONSTRAINT "plan_publications_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_publications" ADD CONSTRAINT "plan_publications_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_slug_redirects" ADD CONSTRAINT "plan_slug_redirects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_slug_redirects" ADD CONSTRAINT "plan_slug_redirects_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_view_days" ADD CONSTRAINT "plan_view_days_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_publications_owner_idx" ON "plan_publications" USING btree ("owner_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "plan_publications_published_idx" ON "plan_publications" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "plans_unlisted_token_idx" ON "plans" USING btree ("unlisted_token");