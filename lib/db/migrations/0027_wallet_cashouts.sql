CREATE TABLE "wallet_cashouts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"wallet_type" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_cashouts_amount_positive" CHECK ("wallet_cashouts"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_cashouts" ADD CONSTRAINT "wallet_cashouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_cashouts_request_key" ON "wallet_cashouts" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "wallet_cashouts_user_idx" ON "wallet_cashouts" USING btree ("user_id","wallet_type","created_at" DESC NULLS LAST);