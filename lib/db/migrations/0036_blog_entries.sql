CREATE TABLE "blog_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"author_id" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"cover_url" text,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_entries" ADD CONSTRAINT "blog_entries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_entries" ADD CONSTRAINT "blog_entries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_entries_shop_slug_key" ON "blog_entries" USING btree ("shop_id","slug");--> statement-breakpoint
CREATE INDEX "blog_entries_shop_published_idx" ON "blog_entries" USING btree ("shop_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "blog_entries"."published";--> statement-breakpoint
CREATE INDEX "blog_entries_shop_updated_idx" ON "blog_entries" USING btree ("shop_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);