DROP INDEX "bookings_active_door_unique";--> statement-breakpoint
DROP INDEX "bookings_active_insert_code_unique";--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "longitude" double precision;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_active_door_unique" ON "bookings" USING btree ("door_id") WHERE "bookings"."status_id" in (1, 2, 3, 6, 11);--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_active_insert_code_unique" ON "bookings" USING btree ("location_id","insert_code") WHERE "bookings"."status_id" in (1, 2, 3, 6, 11);