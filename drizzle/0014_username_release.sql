CREATE TABLE "released_plan_addresses" (
	"handle" text NOT NULL,
	"slug" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "released_plan_addresses_handle_slug_pk" PRIMARY KEY("handle","slug")
);
--> statement-breakpoint
CREATE TABLE "released_usernames" (
	"username" text NOT NULL,
	"user_id" text NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	CONSTRAINT "released_usernames_username_user_id_pk" PRIMARY KEY("username","user_id")
);
--> statement-breakpoint
ALTER TABLE "released_plan_addresses" ADD CONSTRAINT "released_plan_addresses_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "released_usernames" ADD CONSTRAINT "released_usernames_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "released_plan_addresses_plan_idx" ON "released_plan_addresses" USING btree ("plan_id");