CREATE TABLE "vending_loads" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"door_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"loaded_by" integer
);
--> statement-breakpoint
CREATE TABLE "vending_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"load_id" integer NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" text,
	"article_bought_id" integer NOT NULL,
	"article_delivered_id" integer,
	"total_amount_cents" integer NOT NULL,
	"transaction_id" text,
	"authorization_code" text,
	"container_returned_at" timestamp with time zone,
	"returned_by" integer
);
--> statement-breakpoint
CREATE TABLE "data_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"passport" text NOT NULL,
	"flight_number" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_orders_order_number_upper" CHECK ("public_orders"."order_number" = upper("public_orders"."order_number"))
);
--> statement-breakpoint
CREATE TABLE "public_rate_limits" (
	"bucket" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "public_rate_limits_bucket_window_start_pk" PRIMARY KEY("bucket","window_start")
);
--> statement-breakpoint
ALTER TABLE "vending_loads" ADD CONSTRAINT "vending_loads_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vending_loads" ADD CONSTRAINT "vending_loads_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vending_loads" ADD CONSTRAINT "vending_loads_door_id_doors_id_fk" FOREIGN KEY ("door_id") REFERENCES "public"."doors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vending_loads" ADD CONSTRAINT "vending_loads_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vending_loads" ADD CONSTRAINT "vending_loads_loaded_by_users_id_fk" FOREIGN KEY ("loaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vending_sales" ADD CONSTRAINT "vending_sales_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vending_sales" ADD CONSTRAINT "vending_sales_load_id_vending_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."vending_loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vending_sales" ADD CONSTRAINT "vending_sales_article_bought_id_articles_id_fk" FOREIGN KEY ("article_bought_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vending_sales" ADD CONSTRAINT "vending_sales_article_delivered_id_articles_id_fk" FOREIGN KEY ("article_delivered_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vending_sales" ADD CONSTRAINT "vending_sales_returned_by_users_id_fk" FOREIGN KEY ("returned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_order_id_public_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."public_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_orders" ADD CONSTRAINT "public_orders_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_orders" ADD CONSTRAINT "public_orders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vending_loads_provider_idx" ON "vending_loads" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "vending_loads_door_idx" ON "vending_loads" USING btree ("door_id","loaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vending_sales_load_unique" ON "vending_sales" USING btree ("load_id");--> statement-breakpoint
CREATE INDEX "vending_sales_provider_purchased_idx" ON "vending_sales" USING btree ("provider_id","purchased_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_requests_order_unique" ON "data_requests" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "public_orders_order_number_unique" ON "public_orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "public_orders_booking_idx" ON "public_orders" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "public_rate_limits_window_idx" ON "public_rate_limits" USING btree ("window_start");