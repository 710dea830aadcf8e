ALTER TABLE "store_listings" ADD COLUMN "item_name_search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "store_listings" ADD COLUMN "item_search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "store_listings" ADD COLUMN "item_visible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_product_name_trgm_idx" ON "products" USING gin (tienda_unaccent(lower("name")) gin_trgm_ops) WITH (gin_pending_list_limit=64) WHERE "products"."type" = 'product';--> statement-breakpoint
CREATE INDEX "products_service_name_trgm_idx" ON "products" USING gin (tienda_unaccent(lower("name")) gin_trgm_ops) WITH (gin_pending_list_limit=64) WHERE "products"."type" = 'service';--> statement-breakpoint
CREATE INDEX "products_experience_name_trgm_idx" ON "products" USING gin (tienda_unaccent(lower("name")) gin_trgm_ops) WITH (gin_pending_list_limit=64) WHERE "products"."type" = 'experience';--> statement-breakpoint
CREATE INDEX "products_digital_name_trgm_idx" ON "products" USING gin (tienda_unaccent(lower("name")) gin_trgm_ops) WITH (gin_pending_list_limit=64) WHERE "products"."type" = 'digital';--> statement-breakpoint
-- The listing's copies of its item's search vectors and visibility (lib/db/schema/listings.ts),
-- kept by triggers so every write path keeps them without calling anything: a listing takes them
-- when it is written for an item, and an item's listings follow its name, description and
-- visibility. The search still tests the item's own columns; these only let it walk a shop's
-- listings without reading each item's row.
CREATE FUNCTION store_listings_copy_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.name_search_vector, p.search_vector, p.list_state = 'published' AND NOT p.hidden
    INTO NEW.item_name_search_vector, NEW.item_search_vector, NEW.item_visible
    FROM products p WHERE p.id = NEW.product_id;
  NEW.item_visible := coalesce(NEW.item_visible, false);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER store_listings_copy_item BEFORE INSERT OR UPDATE OF product_id ON store_listings
  FOR EACH ROW EXECUTE FUNCTION store_listings_copy_item();
--> statement-breakpoint
CREATE FUNCTION store_listings_item_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE store_listings SET
      item_name_search_vector = NEW.name_search_vector,
      item_search_vector = NEW.search_vector,
      item_visible = NEW.list_state = 'published' AND NOT NEW.hidden
    WHERE product_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only the columns the copies come from (stock and price writes skip it).
CREATE TRIGGER store_listings_item_sync AFTER UPDATE ON products
  FOR EACH ROW WHEN (
    OLD.name IS DISTINCT FROM NEW.name
    OR OLD.name_en IS DISTINCT FROM NEW.name_en
    OR OLD.description IS DISTINCT FROM NEW.description
    OR OLD.list_state IS DISTINCT FROM NEW.list_state
    OR OLD.hidden IS DISTINCT FROM NEW.hidden
  ) EXECUTE FUNCTION store_listings_item_sync();
--> statement-breakpoint
UPDATE store_listings l SET
    item_name_search_vector = p.name_search_vector,
    item_search_vector = p.search_vector,
    item_visible = p.list_state = 'published' AND NOT p.hidden
  FROM products p WHERE p.id = l.product_id;
--> statement-breakpoint
ANALYZE store_listings;
