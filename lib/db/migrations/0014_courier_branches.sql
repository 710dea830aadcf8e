CREATE TABLE "courier_branches" (
	"id" text PRIMARY KEY NOT NULL,
	"agency" text NOT NULL,
	"name" text NOT NULL,
	"province_code" text NOT NULL,
	"location" text NOT NULL,
	"address_line" text NOT NULL,
	"hours" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "agency_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "agency_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "branch" jsonb;--> statement-breakpoint
CREATE INDEX "courier_branches_province_idx" ON "courier_branches" USING btree ("province_code","location","name") WHERE "courier_branches"."active";--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_agency_id_courier_branches_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."courier_branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_agency_id_courier_branches_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."courier_branches"("id") ON DELETE set null ON UPDATE no action;