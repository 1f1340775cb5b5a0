CREATE TABLE "payment_intents" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"user_id" integer,
	"reference" uuid NOT NULL,
	"payment_provider" text NOT NULL,
	"credits" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'UYU' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_ref" text,
	"checkout_url" text,
	"provider_payment_id" text,
	"credit_movement_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	CONSTRAINT "payment_intents_credits_positive" CHECK ("payment_intents"."credits" > 0),
	CONSTRAINT "payment_intents_price_positive" CHECK ("payment_intents"."price_cents" > 0),
	CONSTRAINT "payment_intents_status_valid" CHECK ("payment_intents"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "payment_intents_provider_valid" CHECK ("payment_intents"."payment_provider" in ('sandbox', 'mercadopago')),
	CONSTRAINT "payment_intents_approved_complete" CHECK ("payment_intents"."status" <> 'approved' or ("payment_intents"."provider_payment_id" is not null and "payment_intents"."credit_movement_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "poslink_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"booking_id" integer,
	"authorization_code" text NOT NULL,
	"transaction_id" text NOT NULL,
	"total_amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"card_owner_name" text,
	"phone_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"user_id" integer,
	"amount_cents" integer NOT NULL,
	"transaction_date" date NOT NULL,
	"transaction_id" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"file_data" "bytea" NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"credits" integer,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	"credit_movement_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_receipts_amount_positive" CHECK ("transfer_receipts"."amount_cents" > 0),
	CONSTRAINT "transfer_receipts_status_valid" CHECK ("transfer_receipts"."status" in ('pending', 'confirmed')),
	CONSTRAINT "transfer_receipts_confirmed_complete" CHECK ("transfer_receipts"."status" <> 'confirmed' or ("transfer_receipts"."credits" > 0 and "transfer_receipts"."credit_movement_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "credit_movements" DROP CONSTRAINT "credit_movements_kind_valid";--> statement-breakpoint
UPDATE "credit_movements" SET "kind" = 'manual_adjustment' WHERE "kind" = 'adjustment';--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_credit_movement_id_credit_movements_id_fk" FOREIGN KEY ("credit_movement_id") REFERENCES "public"."credit_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poslink_transactions" ADD CONSTRAINT "poslink_transactions_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poslink_transactions" ADD CONSTRAINT "poslink_transactions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_receipts" ADD CONSTRAINT "transfer_receipts_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_receipts" ADD CONSTRAINT "transfer_receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_receipts" ADD CONSTRAINT "transfer_receipts_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_receipts" ADD CONSTRAINT "transfer_receipts_credit_movement_id_credit_movements_id_fk" FOREIGN KEY ("credit_movement_id") REFERENCES "public"."credit_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_reference_unique" ON "payment_intents" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_idempotency_unique" ON "payment_intents" USING btree ("provider_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_provider_payment_unique" ON "payment_intents" USING btree ("payment_provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payment_intents_user_idx" ON "payment_intents" USING btree ("provider_id","user_id","id");--> statement-breakpoint
CREATE INDEX "poslink_transactions_provider_idx" ON "poslink_transactions" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "poslink_transactions_booking_idx" ON "poslink_transactions" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "transfer_receipts_status_idx" ON "transfer_receipts" USING btree ("provider_id","status","id");--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_kind_valid" CHECK ("credit_movements"."kind" in ('opening_balance', 'recharge', 'booking_debit', 'booking_refund', 'manual_adjustment', 'receipt_confirmation'));