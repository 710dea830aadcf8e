CREATE TABLE "shop_franchises" (
	"shop_id" text NOT NULL,
	"franchise_shop_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_franchises_shop_id_franchise_shop_id_pk" PRIMARY KEY("shop_id","franchise_shop_id"),
	CONSTRAINT "shop_franchises_not_self" CHECK ("shop_franchises"."shop_id" <> "shop_franchises"."franchise_shop_id")
);
--> statement-breakpoint
ALTER TABLE "shop_franchises" ADD CONSTRAINT "shop_franchises_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_franchises" ADD CONSTRAINT "shop_franchises_franchise_shop_id_shops_id_fk" FOREIGN KEY ("franchise_shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_franchises_shop_created_idx" ON "shop_franchises" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_franchises_franchise_idx" ON "shop_franchises" USING btree ("franchise_shop_id");