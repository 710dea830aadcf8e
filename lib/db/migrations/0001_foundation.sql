CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"parent_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "catalogue_products" (
	"catalogue_id" text NOT NULL,
	"product_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_products_catalogue_id_product_id_pk" PRIMARY KEY("catalogue_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "catalogues" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"photo" text,
	"position" integer DEFAULT 0 NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_listings" (
	"shop_id" text NOT NULL,
	"product_id" text NOT NULL,
	"product_type" text NOT NULL,
	"queue_position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_listings_shop_id_product_id_pk" PRIMARY KEY("shop_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"price" bigint NOT NULL,
	"currency" text DEFAULT 'MXN' NOT NULL,
	"periodicity" text DEFAULT 'monthly' NOT NULL,
	"commission_rate_bp" integer NOT NULL,
	"contribution_margin" bigint NOT NULL,
	"is_default" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"category_id" text,
	"name" text NOT NULL,
	"name_en" text,
	"description" text DEFAULT '' NOT NULL,
	"description_en" text,
	"type" text NOT NULL,
	"main_type" text DEFAULT 'business' NOT NULL,
	"slug" text NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"list_price" bigint NOT NULL,
	"crossout_price" bigint,
	"currency" text DEFAULT 'MXN' NOT NULL,
	"hide_price" boolean DEFAULT false NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"is_dropshipping" boolean DEFAULT false NOT NULL,
	"contribution_margin" bigint DEFAULT 0 NOT NULL,
	"list_state" text DEFAULT 'published' NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"sold_out" boolean DEFAULT false NOT NULL,
	"experience_date" timestamp with time zone,
	"experience_available" integer,
	"variants" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"stock_type" text DEFAULT 'onstock' NOT NULL,
	"max_purchase_amount" integer,
	"disabled" boolean DEFAULT false NOT NULL,
	"return_type" text DEFAULT '72hrs' NOT NULL,
	"return_policy" text DEFAULT 'common' NOT NULL,
	"return_policy_legend" text,
	"return_fees" text DEFAULT 'free' NOT NULL,
	"return_shipping_label" text DEFAULT 'inbox' NOT NULL,
	"restocking_fees" bigint,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('tienda_es', coalesce(name, '')), 'A') || setweight(to_tsvector('tienda_en', coalesce(name_en, '')), 'A') || setweight(to_tsvector('tienda_es', coalesce(description, '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_members" (
	"shop_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_members_shop_id_user_id_role_pk" PRIMARY KEY("shop_id","user_id","role")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"photo" text,
	"photo_display" text DEFAULT 'bdr_cir' NOT NULL,
	"favicon" text,
	"cover_photo" text,
	"theme" text DEFAULT 'theme04' NOT NULL,
	"store_type" text DEFAULT 'affiliate' NOT NULL,
	"is_proxy" boolean DEFAULT false NOT NULL,
	"proxy_of_shop_id" text,
	"root_affinity_shop_id" text,
	"supplier_id" text,
	"default_currency" text DEFAULT 'MXN' NOT NULL,
	"hidden_store_name" boolean DEFAULT false NOT NULL,
	"hidden_search_bar" boolean DEFAULT false NOT NULL,
	"hidden_darkmode" boolean DEFAULT false NOT NULL,
	"darkmode" boolean DEFAULT false NOT NULL,
	"hidden_affinity_xheader" boolean DEFAULT false NOT NULL,
	"hidden_affiliate_banner" boolean DEFAULT false NOT NULL,
	"hidden_dssupplier_banner" boolean DEFAULT false NOT NULL,
	"affiliate_landing" boolean DEFAULT false NOT NULL,
	"dssupplier_landing" boolean DEFAULT false NOT NULL,
	"canonical_url" text,
	"canonical_domain" text,
	"seo_description" text,
	"fb_pixel" text,
	"live_chat_license" text,
	"whatsapp_phone" text,
	"whatsapp_country_code" text,
	"contact_email" text,
	"contact_phone" text,
	"contact_country_code" text,
	"footer_bg" text,
	"footer_fg" text,
	"footer_style" text DEFAULT 'default' NOT NULL,
	"about_entry_id" text,
	"users_support_url" text,
	"franchise_support_url" text,
	"affiliate_support_url" text,
	"adornment_type" text DEFAULT 'none' NOT NULL,
	"bgcolor" text,
	"facebook" text,
	"instagram" text,
	"twitter" text,
	"youtube" text,
	"twitch" text,
	"kick" text,
	"discord" text,
	"color1" text DEFAULT '#1d4ed8' NOT NULL,
	"color2" text DEFAULT '#7c3aed' NOT NULL,
	"columns" smallint DEFAULT 2 NOT NULL,
	"signup_form" text DEFAULT 'complete' NOT NULL,
	"sections" text[] DEFAULT '{"products"}' NOT NULL,
	"header_id" text,
	"store_creation_on_signup" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shops_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"hzt_image" text,
	"hzt_image_id" text,
	"vrt_image" text,
	"vrt_image_id" text,
	"product_id" text,
	"supplier_id" text,
	"url" text,
	"url_target" boolean DEFAULT false NOT NULL,
	"type" text DEFAULT 'URL' NOT NULL,
	"action_type" text DEFAULT 'none' NOT NULL,
	"target" text DEFAULT 'all' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_images" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"uploaded_by" text,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"main_colors" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "headers" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"description" text,
	"target" text DEFAULT 'all' NOT NULL,
	"action_type" text DEFAULT 'none' NOT NULL,
	"url" text,
	"product_id" text,
	"button_label" text,
	"bg_color1" text,
	"bg_color2" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"is_dropshipping" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text,
	"phone" text,
	"phone_country_code" text,
	"country" text,
	"password_hash" text NOT NULL,
	"level" smallint DEFAULT 0 NOT NULL,
	"plan_id" text,
	"image" text,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_catalogue_id_catalogues_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."catalogues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogues" ADD CONSTRAINT "catalogues_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_listings" ADD CONSTRAINT "store_listings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_listings" ADD CONSTRAINT "store_listings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_owner_id_suppliers_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_members" ADD CONSTRAINT "shop_members_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_members" ADD CONSTRAINT "shop_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_proxy_of_shop_id_shops_id_fk" FOREIGN KEY ("proxy_of_shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_root_affinity_shop_id_shops_id_fk" FOREIGN KEY ("root_affinity_shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_header_id_headers_id_fk" FOREIGN KEY ("header_id") REFERENCES "public"."headers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_hzt_image_id_gallery_images_id_fk" FOREIGN KEY ("hzt_image_id") REFERENCES "public"."gallery_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_vrt_image_id_gallery_images_id_fk" FOREIGN KEY ("vrt_image_id") REFERENCES "public"."gallery_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "headers" ADD CONSTRAINT "headers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "headers" ADD CONSTRAINT "headers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_products_position_idx" ON "catalogue_products" USING btree ("catalogue_id","position");--> statement-breakpoint
CREATE INDEX "catalogue_products_shop_idx" ON "catalogue_products" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "catalogues_shop_position_idx" ON "catalogues" USING btree ("shop_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogues_shop_slug_key" ON "catalogues" USING btree ("shop_id","slug");--> statement-breakpoint
CREATE INDEX "store_listings_shop_type_position_idx" ON "store_listings" USING btree ("shop_id","product_type","queue_position");--> statement-breakpoint
CREATE INDEX "store_listings_shop_position_idx" ON "store_listings" USING btree ("shop_id","queue_position");--> statement-breakpoint
CREATE INDEX "store_listings_product_idx" ON "store_listings" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_owner_idx" ON "products" USING btree ("owner_id","type");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (tienda_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_tags_idx" ON "products" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "shop_members_user_idx" ON "shop_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shops_owner_idx" ON "shops" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "shops_root_affinity_idx" ON "shops" USING btree ("root_affinity_shop_id");--> statement-breakpoint
CREATE INDEX "banners_shop_position_idx" ON "banners" USING btree ("shop_id","position");--> statement-breakpoint
CREATE INDEX "gallery_images_shop_idx" ON "gallery_images" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "headers_shop_idx" ON "headers" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "suppliers_owner_idx" ON "suppliers" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone_country_code","phone");