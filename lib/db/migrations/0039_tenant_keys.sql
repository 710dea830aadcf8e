-- Tenant keys (issue 22): cart_items and order_lines carry their shop, and every unique key of a
-- shop table holds shop_id, so the schema can be distributed by shop (docs/operations.md).
-- Hand-ordered: the columns are added, filled from their cart / order, then made NOT NULL before
-- any key uses them (drizzle-kit put the new primary keys before the columns).
ALTER TABLE "cart_items" ADD COLUMN "shop_id" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "shop_id" text;--> statement-breakpoint
UPDATE "cart_items" SET "shop_id" = "carts"."shop_id" FROM "carts" WHERE "carts"."id" = "cart_items"."cart_id";--> statement-breakpoint
UPDATE "order_lines" SET "shop_id" = "orders"."shop_id" FROM "orders" WHERE "orders"."id" = "order_lines"."order_id";--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "shop_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "shop_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_cart_id_product_id_variant_pk";--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_product_id_variant_shop_id_pk" PRIMARY KEY("cart_id","product_id","variant","shop_id");--> statement-breakpoint
ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_order_id_product_id_variant_pk";--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_product_id_variant_shop_id_pk" PRIMARY KEY("order_id","product_id","variant","shop_id");--> statement-breakpoint
ALTER TABLE "catalogue_products" DROP CONSTRAINT "catalogue_products_catalogue_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_catalogue_id_product_id_shop_id_pk" PRIMARY KEY("catalogue_id","product_id","shop_id");--> statement-breakpoint
ALTER TABLE "checkouts" DROP CONSTRAINT "checkouts_public_slug_key";--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_public_slug_key" UNIQUE("public_slug","shop_id");--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_checkout_id_unique";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_checkout_id_unique" UNIQUE("checkout_id","shop_id");--> statement-breakpoint
DROP INDEX "orders_number_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number","shop_id");--> statement-breakpoint
DROP INDEX "invoices_order_key";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_key" ON "invoices" USING btree ("order_id","shop_id");--> statement-breakpoint
DROP INDEX "tickets_code_key";--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_code_key" ON "tickets" USING btree ("code","shop_id");--> statement-breakpoint
DROP INDEX "tickets_seat_key";--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_seat_key" ON "tickets" USING btree ("order_id","product_id","variant","seat","shop_id");
