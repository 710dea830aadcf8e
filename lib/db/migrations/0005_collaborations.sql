CREATE TABLE "shop_collaborations" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"collaborator_shop_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_collaborations_not_self" CHECK ("shop_collaborations"."shop_id" <> "shop_collaborations"."collaborator_shop_id")
);
--> statement-breakpoint
ALTER TABLE "shop_collaborations" ADD CONSTRAINT "shop_collaborations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_collaborations" ADD CONSTRAINT "shop_collaborations_collaborator_shop_id_shops_id_fk" FOREIGN KEY ("collaborator_shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_collaborations_pair_key" ON "shop_collaborations" USING btree ("shop_id","collaborator_shop_id");--> statement-breakpoint
CREATE INDEX "shop_collaborations_collaborator_idx" ON "shop_collaborations" USING btree ("collaborator_shop_id");