CREATE TABLE "handoff_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"origin_session_id" text NOT NULL,
	"target_host" text NOT NULL,
	"state_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "origin_session_id" text;--> statement-breakpoint
ALTER TABLE "handoff_codes" ADD CONSTRAINT "handoff_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handoff_codes" ADD CONSTRAINT "handoff_codes_origin_session_id_sessions_id_fk" FOREIGN KEY ("origin_session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "handoff_codes_code_hash_key" ON "handoff_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "handoff_codes_expires_idx" ON "handoff_codes" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_origin_session_id_sessions_id_fk" FOREIGN KEY ("origin_session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_origin_idx" ON "sessions" USING btree ("origin_session_id");