CREATE TABLE "admin_credit_actions" (
	"id" text PRIMARY KEY NOT NULL,
	"actor" text NOT NULL,
	"user_id" text NOT NULL,
	"direction" text NOT NULL,
	"requested" integer NOT NULL,
	"moved" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_credit_actions_direction_check" CHECK ("admin_credit_actions"."direction" in ('grant', 'revoke'))
);
--> statement-breakpoint
ALTER TABLE "admin_credit_actions" ADD CONSTRAINT "admin_credit_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_credit_actions_user_created_idx" ON "admin_credit_actions" USING btree ("user_id","created_at" DESC NULLS LAST);