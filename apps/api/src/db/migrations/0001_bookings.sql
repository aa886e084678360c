CREATE TABLE "booking_transitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"event" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"bin_used" text NOT NULL,
	"card_product_id" text NOT NULL,
	"fee_rupees" integer NOT NULL,
	"quota_units" integer DEFAULT 1 NOT NULL,
	"quota_year" integer NOT NULL,
	"city" text,
	"service_at" timestamp with time zone NOT NULL,
	"booking_date_time" text NOT NULL,
	"request_info" jsonb NOT NULL,
	"confirmation_details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "booking_transitions" ADD CONSTRAINT "booking_transitions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_transitions_booking_idx" ON "booking_transitions" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_user_type_idx" ON "bookings" USING btree ("user_id","type","created_at");--> statement-breakpoint
CREATE INDEX "bookings_quota_idx" ON "bookings" USING btree ("user_id","card_product_id","type","quota_year");--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status","created_at");