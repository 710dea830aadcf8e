-- The shop search at 100 000 items (lib/server/search/search-shop-products.ts): the items' GIN
-- indexes with a 64 kB pending list (`SMALL_PENDING_LIST` in lib/db/schema/products.ts), as
-- resale_search_items' since migration 0042. New entries wait in that list until it is full, and
-- every search through the index reads it whole: after the seed's 100 000 items it held 300 pages
-- in products_search_idx, 120 in products_name_search_idx, 360 in products_name_trgm_idx and 120
-- in products_tags_idx, and PGlite has no autovacuum to merge them. A search through them read
-- those pages each time (several ms on PGlite), and the planner, counting that cost,
-- counted the matches by scanning thousands of whole item rows instead (30 ms for 'playe').
--
-- Altered rather than rebuilt (the same index afterwards), the lists already there merged now.
-- Written so it can run again over itself.
ALTER INDEX "products_search_idx" SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX "products_name_search_idx" SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX "products_name_trgm_idx" SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX "products_tags_idx" SET (gin_pending_list_limit = 64);
--> statement-breakpoint
SELECT gin_clean_pending_list('products_search_idx'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('products_name_search_idx'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('products_name_trgm_idx'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('products_tags_idx'::regclass);
