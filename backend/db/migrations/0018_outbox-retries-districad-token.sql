DROP INDEX "message_outbox_pending_idx";--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
-- Messages the sender already gave up on (too many attempts) are failed, not pending.
UPDATE "message_outbox" SET "failed_at" = now() WHERE "sent_at" IS NULL AND "attempts" >= 5;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_districad_token_unique" ON "bookings" USING btree (("districad"->>'token')) WHERE "bookings"."districad"->>'token' is not null;--> statement-breakpoint
CREATE INDEX "message_outbox_pending_idx" ON "message_outbox" USING btree ("id") WHERE "message_outbox"."sent_at" is null and "message_outbox"."failed_at" is null;