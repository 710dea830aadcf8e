CREATE TABLE "resale_search_items" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"owner_id" text NOT NULL,
	"category_id" text,
	"contribution_margin" bigint NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"resold" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resale_search_items" ADD CONSTRAINT "resale_search_items_id_products_id_fk" FOREIGN KEY ("id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resale_search_items_product_vector_idx" ON "resale_search_items" USING gin ("search_vector") WHERE (case when "resale_search_items"."resold" then "resale_search_items"."type" end) = 'product';--> statement-breakpoint
CREATE INDEX "resale_search_items_product_name_trgm_idx" ON "resale_search_items" USING gin (tienda_unaccent(lower("name")) gin_trgm_ops) WHERE (case when "resale_search_items"."resold" then "resale_search_items"."type" end) = 'product';--> statement-breakpoint
CREATE INDEX "resale_search_items_service_vector_idx" ON "resale_search_items" USING gin ("search_vector") WHERE (case when "resale_search_items"."resold" then "resale_search_items"."type" end) = 'service';--> statement-breakpoint
CREATE INDEX "resale_search_items_service_name_trgm_idx" ON "resale_search_items" USING gin (tienda_unaccent(lower("name")) gin_trgm_ops) WHERE (case when "resale_search_items"."resold" then "resale_search_items"."type" end) = 'service';--> statement-breakpoint
CREATE INDEX "resale_search_items_experience_vector_idx" ON "resale_search_items" USING gin ("search_vector") WHERE (case when "resale_search_items"."resold" then "resale_search_items"."type" end) = 'experience';--> statement-breakpoint
CREATE INDEX "resale_search_items_experience_name_trgm_idx" ON "resale_search_items" USING gin (tienda_unaccent(lower("name")) gin_trgm_ops) WHERE (case when "resale_search_items"."resold" then "resale_search_items"."type" end) = 'experience';--> statement-breakpoint
CREATE INDEX "resale_search_items_digital_vector_idx" ON "resale_search_items" USING gin ("search_vector") WHERE (case when "resale_search_items"."resold" then "resale_search_items"."type" end) = 'digital';--> statement-breakpoint
CREATE INDEX "resale_search_items_digital_name_trgm_idx" ON "resale_search_items" USING gin (tienda_unaccent(lower("name")) gin_trgm_ops) WHERE (case when "resale_search_items"."resold" then "resale_search_items"."type" end) = 'digital';--> statement-breakpoint
CREATE INDEX "resale_search_items_owner_idx" ON "resale_search_items" USING btree ("owner_id","type","contribution_margin" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "resale_search_items_margin_idx" ON "resale_search_items" USING btree ("type","contribution_margin" DESC NULLS FIRST,"id") WHERE "resale_search_items"."resold";--> statement-breakpoint
CREATE INDEX "resale_search_items_category_idx" ON "resale_search_items" USING btree ("category_id");--> statement-breakpoint
-- Kept by triggers, so every write path keeps it exact (lib/db/schema/resale-search.ts). An item's
-- row is there while it is published, visible and not retired; the supplier's flag is read with a
-- share lock, so a concurrent supplier toggle either waits for the item's transaction (and then
-- updates its row) or is seen by it. Deleted items leave through the foreign key's cascade.
CREATE FUNCTION resale_search_items_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  is_resold boolean;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.id IS DISTINCT FROM NEW.id THEN
    DELETE FROM resale_search_items WHERE id = OLD.id;
  END IF;
  IF NEW.list_state = 'published' AND NOT NEW.hidden AND NEW.retired_at IS NULL THEN
    SELECT s.is_dropshipping AND s.enabled INTO is_resold
      FROM suppliers s WHERE s.id = NEW.owner_id FOR SHARE;
    INSERT INTO resale_search_items AS r
        (id, type, owner_id, category_id, contribution_margin, name, created_at, search_vector, resold)
      VALUES (NEW.id, NEW.type, NEW.owner_id, NEW.category_id, NEW.contribution_margin, NEW.name,
        NEW.created_at, NEW.search_vector, coalesce(is_resold, false))
      ON CONFLICT (id) DO UPDATE SET
        type = excluded.type,
        owner_id = excluded.owner_id,
        category_id = excluded.category_id,
        contribution_margin = excluded.contribution_margin,
        name = excluded.name,
        created_at = excluded.created_at,
        search_vector = excluded.search_vector,
        resold = excluded.resold;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM resale_search_items WHERE id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER resale_search_items_insert AFTER INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION resale_search_items_sync();
--> statement-breakpoint
-- Only the columns the structure copies or decides by (stock and price writes skip it).
CREATE TRIGGER resale_search_items_update AFTER UPDATE ON products
  FOR EACH ROW WHEN (
    OLD.id IS DISTINCT FROM NEW.id
    OR OLD.list_state IS DISTINCT FROM NEW.list_state
    OR OLD.hidden IS DISTINCT FROM NEW.hidden
    OR OLD.retired_at IS DISTINCT FROM NEW.retired_at
    OR OLD.type IS DISTINCT FROM NEW.type
    OR OLD.owner_id IS DISTINCT FROM NEW.owner_id
    OR OLD.category_id IS DISTINCT FROM NEW.category_id
    OR OLD.contribution_margin IS DISTINCT FROM NEW.contribution_margin
    OR OLD.name IS DISTINCT FROM NEW.name
    OR OLD.name_en IS DISTINCT FROM NEW.name_en
    OR OLD.description IS DISTINCT FROM NEW.description
    OR OLD.created_at IS DISTINCT FROM NEW.created_at
  ) EXECUTE FUNCTION resale_search_items_sync();
--> statement-breakpoint
CREATE FUNCTION resale_search_items_supplier_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE resale_search_items SET resold = (NEW.is_dropshipping AND NEW.enabled)
    WHERE owner_id = NEW.id AND resold IS DISTINCT FROM (NEW.is_dropshipping AND NEW.enabled);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER resale_search_items_supplier AFTER UPDATE OF is_dropshipping, enabled ON suppliers
  FOR EACH ROW WHEN (
    OLD.is_dropshipping IS DISTINCT FROM NEW.is_dropshipping
    OR OLD.enabled IS DISTINCT FROM NEW.enabled
  ) EXECUTE FUNCTION resale_search_items_supplier_sync();
--> statement-breakpoint
INSERT INTO resale_search_items
    (id, type, owner_id, category_id, contribution_margin, name, created_at, search_vector, resold)
  SELECT p.id, p.type, p.owner_id, p.category_id, p.contribution_margin, p.name, p.created_at,
      p.search_vector, s.is_dropshipping AND s.enabled
    FROM products p JOIN suppliers s ON s.id = p.owner_id
    WHERE p.list_state = 'published' AND NOT p.hidden AND p.retired_at IS NULL;
