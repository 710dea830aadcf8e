CREATE TABLE "product_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_id" text NOT NULL,
	"user_id" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"rows_total" integer NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_created" integer DEFAULT 0 NOT NULL,
	"rows_updated" integer DEFAULT 0 NOT NULL,
	"rows_failed" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "product_uploads" ADD CONSTRAINT "product_uploads_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_uploads" ADD CONSTRAINT "product_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_uploads_supplier_idx" ON "product_uploads" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_owner_sku_idx" ON "products" USING btree ("owner_id","sku");