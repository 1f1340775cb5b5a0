CREATE TABLE "booking_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"status_from" integer,
	"status_to" integer,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"door_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"insert_code" text NOT NULL,
	"pickup_code" text,
	"code_validity_hours" integer NOT NULL,
	"expiration_date" timestamp with time zone NOT NULL,
	"insert_date" timestamp with time zone,
	"withdrawal_date" timestamp with time zone,
	"withdrew_by" text,
	"client" jsonb NOT NULL,
	"notes" text,
	"fenicio_order_id" text,
	"districad" jsonb,
	"whatsapp" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_code_validity_range" CHECK ("bookings"."code_validity_hours" between 1 and 336)
);
--> statement-breakpoint
CREATE TABLE "message_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "message_outbox_channel_valid" CHECK ("message_outbox"."channel" in ('email', 'whatsapp'))
);
--> statement-breakpoint
CREATE TABLE "credit_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"booking_id" integer,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"description" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_movements_balance_non_negative" CHECK ("credit_movements"."balance_after" >= 0),
	CONSTRAINT "credit_movements_kind_valid" CHECK ("credit_movements"."kind" in ('opening_balance', 'recharge', 'booking_debit', 'booking_refund', 'adjustment'))
);
--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_status_from_statuses_id_fk" FOREIGN KEY ("status_from") REFERENCES "public"."statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_status_to_statuses_id_fk" FOREIGN KEY ("status_to") REFERENCES "public"."statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_door_id_doors_id_fk" FOREIGN KEY ("door_id") REFERENCES "public"."doors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_id_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD CONSTRAINT "message_outbox_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_changes_booking_id_idx" ON "booking_changes" USING btree ("booking_id","id");--> statement-breakpoint
CREATE INDEX "bookings_provider_id_idx" ON "bookings" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "bookings_provider_status_idx" ON "bookings" USING btree ("provider_id","status_id","id");--> statement-breakpoint
CREATE INDEX "bookings_provider_location_idx" ON "bookings" USING btree ("provider_id","location_id","id");--> statement-breakpoint
CREATE INDEX "bookings_provider_size_idx" ON "bookings" USING btree ("provider_id","size_id","id");--> statement-breakpoint
CREATE INDEX "bookings_provider_created_at_idx" ON "bookings" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_provider_expiration_idx" ON "bookings" USING btree ("provider_id","expiration_date");--> statement-breakpoint
CREATE INDEX "bookings_provider_insert_code_idx" ON "bookings" USING btree ("provider_id","insert_code");--> statement-breakpoint
CREATE INDEX "bookings_provider_description_idx" ON "bookings" USING btree ("provider_id",("client"->>'description'));--> statement-breakpoint
CREATE INDEX "bookings_provider_email_idx" ON "bookings" USING btree ("provider_id",lower("client"->>'email') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bookings_provider_document_idx" ON "bookings" USING btree ("provider_id",("client"->>'document') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bookings_provider_phone_idx" ON "bookings" USING btree ("provider_id",("client"->>'phone_number') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bookings_sweep_idx" ON "bookings" USING btree ("status_id","expiration_date") WHERE "bookings"."status_id" in (2, 3);--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_active_door_unique" ON "bookings" USING btree ("door_id") WHERE "bookings"."status_id" in (2, 3, 6, 11);--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_active_insert_code_unique" ON "bookings" USING btree ("location_id","insert_code") WHERE "bookings"."status_id" in (2, 3, 6, 11);--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_active_pickup_code_unique" ON "bookings" USING btree ("location_id","pickup_code") WHERE "bookings"."status_id" in (3, 6, 11);--> statement-breakpoint
CREATE INDEX "message_outbox_booking_id_idx" ON "message_outbox" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "message_outbox_pending_idx" ON "message_outbox" USING btree ("id") WHERE "message_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "credit_movements_provider_id_idx" ON "credit_movements" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "credit_movements_booking_id_idx" ON "credit_movements" USING btree ("booking_id");