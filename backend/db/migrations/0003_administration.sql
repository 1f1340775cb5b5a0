CREATE TABLE "apartments" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"block" text NOT NULL,
	"number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"descripcion_corta" text DEFAULT '' NOT NULL,
	"descripcion_larga" text DEFAULT '' NOT NULL,
	"precio_cents" integer NOT NULL,
	"vendible" boolean DEFAULT true NOT NULL,
	"virtual" boolean DEFAULT false NOT NULL,
	"base64_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_precio_non_negative" CHECK ("articles"."precio_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "message_outbox" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "apartment_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "provider_id" integer;--> statement-breakpoint
-- Existing rows are pickup notices: their tenant is their booking's (hand-added before NOT NULL).
UPDATE "message_outbox" SET "provider_id" = "bookings"."provider_id" FROM "bookings" WHERE "bookings"."id" = "message_outbox"."booking_id";--> statement-breakpoint
ALTER TABLE "message_outbox" ALTER COLUMN "provider_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "body" text;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apartments_provider_id_idx" ON "apartments" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "articles_provider_id_idx" ON "articles" USING btree ("provider_id","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD CONSTRAINT "message_outbox_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_apartment_id_idx" ON "users" USING btree ("apartment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_provider_code_unique" ON "users" USING btree ("provider_id","code");--> statement-breakpoint
CREATE INDEX "message_outbox_provider_id_idx" ON "message_outbox" USING btree ("provider_id","id");