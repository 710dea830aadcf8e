ALTER TABLE "gallery_images" ALTER COLUMN "shop_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "kind" text NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "storage_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_tour" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_mentor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "advisor_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "coordinator_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "office_hours" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_advisor_id_users_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_coordinator_id_users_id_fk" FOREIGN KEY ("coordinator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gallery_images_uploaded_by_idx" ON "gallery_images" USING btree ("uploaded_by");--> statement-breakpoint
CREATE UNIQUE INDEX "gallery_images_storage_key" ON "gallery_images" USING btree ("storage_key");