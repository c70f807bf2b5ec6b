CREATE TABLE "credit_usage_shortfalls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"hold_id" uuid NOT NULL,
	"reference_type" text NOT NULL,
	"reference_id" text NOT NULL,
	"model_id" text,
	"charged" integer NOT NULL,
	"cost" integer NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_usage_shortfalls_reference_type_check" CHECK ("credit_usage_shortfalls"."reference_type" in ('account', 'payment', 'generation', 'admin_action')),
	CONSTRAINT "credit_usage_shortfalls_amount_check" CHECK ("credit_usage_shortfalls"."amount" > 0),
	CONSTRAINT "credit_usage_shortfalls_sum_check" CHECK ("credit_usage_shortfalls"."amount" = "credit_usage_shortfalls"."cost" - "credit_usage_shortfalls"."charged")
);
--> statement-breakpoint
ALTER TABLE "credit_usage_shortfalls" ADD CONSTRAINT "credit_usage_shortfalls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_usage_shortfalls_hold_idx" ON "credit_usage_shortfalls" USING btree ("hold_id");--> statement-breakpoint
CREATE INDEX "credit_usage_shortfalls_created_idx" ON "credit_usage_shortfalls" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);