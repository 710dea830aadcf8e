CREATE TABLE "commission_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"wallet_type" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" text NOT NULL,
	"product_id" text NOT NULL,
	"variant" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_entries_credit_positive" CHECK ("commission_entries"."kind" <> 'credit' or "commission_entries"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "earning" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reseller_id" text;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_entries_line_kind_key" ON "commission_entries" USING btree ("order_id","product_id","variant","kind");--> statement-breakpoint
CREATE INDEX "commission_entries_user_idx" ON "commission_entries" USING btree ("user_id","wallet_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reseller_id_users_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;