ALTER TABLE "products" ADD COLUMN "digital_file_key" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "digital_file_name" text;