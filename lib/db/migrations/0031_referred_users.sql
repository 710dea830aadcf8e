ALTER TABLE "users" ADD COLUMN "referred_by" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referral_campaign" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referral_click_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referred_by_users_id_fk" FOREIGN KEY ("referred_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_referral_idx" ON "orders" USING btree ("referral") WHERE "orders"."referral" is not null;--> statement-breakpoint
CREATE INDEX "users_referred_by_idx" ON "users" USING btree ("referred_by","created_at" DESC NULLS LAST) WHERE "users"."referred_by" is not null;