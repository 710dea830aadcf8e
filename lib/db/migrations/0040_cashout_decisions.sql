CREATE TABLE "wallet_cashout_decisions" (
	"cashout_id" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"payment_reference" text,
	"reason" text,
	"decided_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_cashout_decisions_detail" CHECK (("wallet_cashout_decisions"."state" = 'paid' and "wallet_cashout_decisions"."payment_reference" is not null and "wallet_cashout_decisions"."reason" is null) or ("wallet_cashout_decisions"."state" = 'rejected' and "wallet_cashout_decisions"."reason" is not null and "wallet_cashout_decisions"."payment_reference" is null))
);
--> statement-breakpoint
ALTER TABLE "wallet_cashout_decisions" ADD CONSTRAINT "wallet_cashout_decisions_cashout_id_wallet_cashouts_id_fk" FOREIGN KEY ("cashout_id") REFERENCES "public"."wallet_cashouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_cashout_decisions" ADD CONSTRAINT "wallet_cashout_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_cashouts_state_idx" ON "wallet_cashouts" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin (tienda_unaccent(lower("full_name")) gin_trgm_ops);