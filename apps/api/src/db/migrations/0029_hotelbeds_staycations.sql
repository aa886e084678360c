CREATE TABLE "hotel_price_locks" (
	"token" text PRIMARY KEY NOT NULL,
	"hotel_id" text NOT NULL,
	"rate_id" text NOT NULL,
	"rate_keys" jsonb NOT NULL,
	"client_reference" text NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'locked' NOT NULL,
	"supplier_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_price_locks_client_reference_unique" UNIQUE("client_reference")
);
--> statement-breakpoint
ALTER TABLE "hotels_sandbox_orders" ADD COLUMN "net" text;--> statement-breakpoint
ALTER TABLE "hotels_sandbox_orders" ADD COLUMN "client_reference" text;--> statement-breakpoint
ALTER TABLE "hotels_sandbox_orders" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "hotels_sandbox_orders" ADD COLUMN "holder" jsonb;--> statement-breakpoint
ALTER TABLE "hotels_sandbox_orders" ADD COLUMN "booked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hotels_sandbox_orders" ADD COLUMN "cancellation_reference" text;