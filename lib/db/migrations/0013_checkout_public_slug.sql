ALTER TABLE "checkouts" ADD COLUMN "public_slug" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_public_slug_key" UNIQUE("public_slug");