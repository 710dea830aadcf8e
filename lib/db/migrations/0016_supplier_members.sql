CREATE TABLE "supplier_members" (
	"supplier_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_members_supplier_id_user_id_pk" PRIMARY KEY("supplier_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "supplier_members" ADD CONSTRAINT "supplier_members_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_members" ADD CONSTRAINT "supplier_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_members_user_idx" ON "supplier_members" USING btree ("user_id");