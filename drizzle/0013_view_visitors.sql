CREATE TABLE "plan_view_visitors" (
	"day" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "plan_view_visitors_day_visitor_pk" PRIMARY KEY("day","visitor")
);
--> statement-breakpoint
CREATE TABLE "view_day_keys" (
	"day" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_view_visitors" ADD CONSTRAINT "plan_view_visitors_day_view_day_keys_day_fk" FOREIGN KEY ("day") REFERENCES "public"."view_day_keys"("day") ON DELETE cascade ON UPDATE no action;