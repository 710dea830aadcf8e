-- Issue 17: the add-items modal's text search at 100 000 items (lib/db/schema/resale-search.ts).
-- Written so it can run again over itself (IF EXISTS, OR REPLACE): an earlier draft of it ran on
-- a helper's e2e database.
--
-- 1. The margin floors an item's margin reaches: of a fixed ladder of amounts (minor units; the
-- first is bigint's least, so every margin has one), those at or below it. The vector index's
-- second column (`resaleMarginFloors`): "a margin of at least m" is
-- `resale_margin_floors(margin) @> resale_margin_floor(m)`, m's highest floor, which the GIN
-- answers together with the text, so a dense text's best matches by margin are read without
-- reading the others (lib/server/resale/resale-search.ts `topByMargin`). The ladder only decides
-- how many rows such a read passes over, never what it finds.
CREATE OR REPLACE FUNCTION resale_margin_floors(margin bigint) RETURNS bigint[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT ARRAY(SELECT f FROM unnest('{-9223372036854775808,100,150,200,300,400,500,700,1000,1500,2000,3000,4000,5000,7000,10000,15000,20000,30000,40000,50000,70000,100000,150000,200000,300000,400000,500000,700000,1000000,1500000,2000000,3000000,5000000,10000000}'::bigint[]) AS f WHERE f <= margin)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION resale_margin_floor(margin bigint) RETURNS bigint[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT ARRAY[max(f)] FROM unnest(resale_margin_floors(margin)) AS f
$$;
--> statement-breakpoint
-- 2. The name unaccented and lowercased, stored: the misspelling fallback's trigram index and
-- recheck read it instead of computing tienda_unaccent(lower(name)) for each row.
ALTER TABLE "resale_search_items" ADD COLUMN IF NOT EXISTS "name_key" text;
--> statement-breakpoint
UPDATE resale_search_items SET name_key = tienda_unaccent(lower(name))
  WHERE name_key IS DISTINCT FROM tienda_unaccent(lower(name));
--> statement-breakpoint
ALTER TABLE "resale_search_items" ALTER COLUMN "name_key" SET NOT NULL;
--> statement-breakpoint
-- The item trigger of migration 0041, now also writing name_key.
CREATE OR REPLACE FUNCTION resale_search_items_sync() RETURNS trigger LANGUAGE plpgsql AS $$
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
        (id, type, owner_id, category_id, contribution_margin, name, name_key, created_at,
          search_vector, resold)
      VALUES (NEW.id, NEW.type, NEW.owner_id, NEW.category_id, NEW.contribution_margin, NEW.name,
        tienda_unaccent(lower(NEW.name)), NEW.created_at, NEW.search_vector,
        coalesce(is_resold, false))
      ON CONFLICT (id) DO UPDATE SET
        type = excluded.type,
        owner_id = excluded.owner_id,
        category_id = excluded.category_id,
        contribution_margin = excluded.contribution_margin,
        name = excluded.name,
        name_key = excluded.name_key,
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
-- 3. The text indexes rebuilt: the vectors' with the margin floors, the names' trigrams on
-- name_key, and both with a 64 kB pending list (`SMALL_PENDING_LIST`): the seed's rows had left
-- 3 MB (400 pages) in the products' vector index's list, which every search reads whole, and
-- PGlite has no autovacuum to merge it.
DROP INDEX IF EXISTS "resale_search_items_product_vector_idx";;
--> statement-breakpoint
DROP INDEX IF EXISTS "resale_search_items_service_vector_idx";;
--> statement-breakpoint
DROP INDEX IF EXISTS "resale_search_items_experience_vector_idx";;
--> statement-breakpoint
DROP INDEX IF EXISTS "resale_search_items_digital_vector_idx";;
--> statement-breakpoint
DROP INDEX IF EXISTS "resale_search_items_product_name_trgm_idx";;
--> statement-breakpoint
DROP INDEX IF EXISTS "resale_search_items_service_name_trgm_idx";;
--> statement-breakpoint
DROP INDEX IF EXISTS "resale_search_items_experience_name_trgm_idx";;
--> statement-breakpoint
DROP INDEX IF EXISTS "resale_search_items_digital_name_trgm_idx";;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "resale_search_items_product_vector_floors_idx" ON "resale_search_items" USING gin ("search_vector",resale_margin_floors("contribution_margin")) WITH (gin_pending_list_limit=64) WHERE (case when "resale_search_items"."resold" then "resale_search_items"."type" end) = 'product';;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "resale_search_items_service_vector_floors_idx" ON "resale_search_items" USING gin ("search_vector",resale_margin_floors("contribution_margin")) WITH (gin_pending_list_limit=64) WHERE (case when "resale_search_items"."resold" then "resale_search_items"."type" end) = 'service';;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "resale_search_items_experience_vector_floors_idx" ON "resale_search_items" USING gin ("search_vector",resale_margin_floors("contribution_margin")) WITH (gin_pending_list_limit=64) WHERE (case when "resale_search_items"."resold" then "resale_search_items"."type" end) = 'experience';;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "resale_search_items_digital_vector_floors_idx" ON "resale_search_items" USING gin ("search_vector",resale_margin_floors("contribution_margin")) WITH (gin_pending_list_limit=64) WHERE (case when "resale_search_items"."resold" then "resale_search_items"."type" end) = 'digital';;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "resale_search_items_product_name_trgm_idx" ON "resale_search_items" USING gin ("name_key" gin_trgm_ops) WITH (gin_pending_list_limit=64) WHERE (case when "resale_search_items"."resold" then "resale_search_items"."type" end) = 'product';;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "resale_search_items_service_name_trgm_idx" ON "resale_search_items" USING gin ("name_key" gin_trgm_ops) WITH (gin_pending_list_limit=64) WHERE (case when "resale_search_items"."resold" then "resale_search_items"."type" end) = 'service';;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "resale_search_items_experience_name_trgm_idx" ON "resale_search_items" USING gin ("name_key" gin_trgm_ops) WITH (gin_pending_list_limit=64) WHERE (case when "resale_search_items"."resold" then "resale_search_items"."type" end) = 'experience';;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "resale_search_items_digital_name_trgm_idx" ON "resale_search_items" USING gin ("name_key" gin_trgm_ops) WITH (gin_pending_list_limit=64) WHERE (case when "resale_search_items"."resold" then "resale_search_items"."type" end) = 'digital';;
--> statement-breakpoint
ANALYZE resale_search_items;
