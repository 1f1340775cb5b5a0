CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"match_key" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"document" text,
	"phone_number" text,
	"phone_country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_providers" (
	"enterprise_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	CONSTRAINT "enterprise_providers_enterprise_id_provider_id_pk" PRIMARY KEY("enterprise_id","provider_id"),
	CONSTRAINT "enterprise_providers_not_itself" CHECK ("enterprise_providers"."enterprise_id" <> "enterprise_providers"."provider_id")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_providers" ADD CONSTRAINT "enterprise_providers_enterprise_id_providers_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_providers" ADD CONSTRAINT "enterprise_providers_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_provider_match_key_unique" ON "clients" USING btree ("provider_id","match_key");--> statement-breakpoint
CREATE INDEX "clients_provider_id_idx" ON "clients" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "clients_provider_name_idx" ON "clients" USING btree ("provider_id",lower("name") text_pattern_ops);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_client_id_idx" ON "bookings" USING btree ("client_id","id");--> statement-breakpoint
-- Backfill: one client per tenant and key (backend/modules/clients/client-key.ts spells the same key), named and
-- reached as in their latest booking; then every booking links to its client.
CREATE TEMPORARY TABLE "booking_client_keys" AS
SELECT "id", "provider_id", "client",
	CASE
		WHEN nullif(btrim("client"->>'document'), '') IS NOT NULL THEN 'ci:' || btrim("client"->>'document')
		WHEN nullif(btrim("client"->>'email'), '') IS NOT NULL THEN 'email:' || lower(btrim("client"->>'email'))
		WHEN regexp_replace(coalesce("client"->>'phone_number', ''), '[^0-9]', '', 'g') <> '' THEN 'tel:' || regexp_replace("client"->>'phone_number', '[^0-9]', '', 'g')
	END AS "match_key"
FROM "bookings";--> statement-breakpoint
INSERT INTO "clients" ("provider_id", "match_key", "name", "email", "document", "phone_number", "phone_country")
SELECT DISTINCT ON ("provider_id", "match_key") "provider_id", "match_key", coalesce(nullif(btrim("client"->>'description'), ''), '—'),
	nullif(lower(btrim("client"->>'email')), ''), nullif(btrim("client"->>'document'), ''), nullif(btrim("client"->>'phone_number'), ''), nullif(btrim("client"->>'phone_country'), '')
FROM "booking_client_keys" WHERE "match_key" IS NOT NULL
ORDER BY "provider_id", "match_key", "id" DESC;--> statement-breakpoint
UPDATE "bookings" SET "client_id" = "clients"."id"
FROM "booking_client_keys" JOIN "clients" ON "clients"."provider_id" = "booking_client_keys"."provider_id" AND "clients"."match_key" = "booking_client_keys"."match_key"
WHERE "bookings"."id" = "booking_client_keys"."id";--> statement-breakpoint
DROP TABLE "booking_client_keys";
