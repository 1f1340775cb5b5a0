CREATE TABLE "booking_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"user_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_comments_body_length" CHECK (char_length("booking_comments"."body") between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_comments" ADD CONSTRAINT "booking_comments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_comments" ADD CONSTRAINT "booking_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_comments_booking_id_idx" ON "booking_comments" USING btree ("booking_id","id");