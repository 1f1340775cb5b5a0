-- Both extensions ship with PostgreSQL (contrib) and are trusted: a database owner may create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "bookings_provider_description_trgm_idx" ON "bookings" USING gin ("provider_id",("client"->>'description') gin_trgm_ops) WITH (fastupdate=false);
