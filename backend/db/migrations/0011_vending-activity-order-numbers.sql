DROP INDEX "public_orders_booking_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "vending_sales_transaction_unique" ON "vending_sales" USING btree ("provider_id","transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "public_orders_booking_unique" ON "public_orders" USING btree ("booking_id");