CREATE TABLE "product_variants" (
	"product_id" text NOT NULL,
	"variant" text NOT NULL,
	"options" jsonb NOT NULL,
	"position" integer NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"list_price" bigint,
	CONSTRAINT "product_variants_product_id_variant_pk" PRIMARY KEY("product_id","variant"),
	CONSTRAINT "product_variants_available_not_negative" CHECK ("product_variants"."available" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "experience_place" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "digital_url" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "supplier_id" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;