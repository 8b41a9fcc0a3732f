CREATE TABLE "notebook_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sql" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notebook_queries" ADD CONSTRAINT "notebook_queries_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;