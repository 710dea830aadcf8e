DROP INDEX "orders_transfer_due_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_attempt" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "instalments" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_instructions" jsonb;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "instalment_months" smallint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "instalment_min_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_payment_due_idx" ON "orders" USING btree ("pay_by") WHERE "orders"."pay_by" is not null and "orders"."state" = 'pending_payment';