CREATE TABLE "hotels_sandbox_orders" (
	"token" text PRIMARY KEY NOT NULL,
	"hotel_id" text NOT NULL,
	"rate_id" text NOT NULL,
	"stay" jsonb NOT NULL,
	"price_inr" integer NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"supplier_reference" text
);
--> statement-breakpoint
CREATE TABLE "rewards_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"title" text NOT NULL,
	"amount" integer NOT NULL,
	"service_at" timestamp with time zone NOT NULL,
	"details" jsonb NOT NULL,
	"provider_reference" text,
	"cancellation_policy" jsonb,
	"voucher_code" text,
	"checkout_item_id" uuid,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_bookings_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "rewards_cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"input" jsonb NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"added_price" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rewards_checkout_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checkout_id" uuid NOT NULL,
	"cart_item_id" uuid NOT NULL,
	"type" text NOT NULL,
	"input" jsonb NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"added_price" integer NOT NULL,
	"price" integer,
	"outcome" text NOT NULL,
	"message" text,
	"hold_ref" text,
	"cancellation_policy" jsonb,
	"booking_id" uuid,
	"refund_status" text,
	"refund_request_id" text
);
--> statement-breakpoint
CREATE TABLE "rewards_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'quoted' NOT NULL,
	"total" integer NOT NULL,
	"product_info" text NOT NULL,
	"price_changed" boolean NOT NULL,
	"pay_by" timestamp with time zone NOT NULL,
	"txnid" text,
	"gateway_payment_id" text,
	"card_mask" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "rewards_checkouts_txnid_unique" UNIQUE("txnid")
);
--> statement-breakpoint
CREATE TABLE "tours_sandbox_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inventory_id" text NOT NULL,
	"seats" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'UNCAPTURED' NOT NULL,
	"held_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rewards_bookings" ADD CONSTRAINT "rewards_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards_cart_items" ADD CONSTRAINT "rewards_cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards_checkout_items" ADD CONSTRAINT "rewards_checkout_items_checkout_id_rewards_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."rewards_checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards_checkouts" ADD CONSTRAINT "rewards_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rewards_bookings_user_idx" ON "rewards_bookings" USING btree ("user_id","type","service_at");--> statement-breakpoint
CREATE INDEX "rewards_cart_items_user_idx" ON "rewards_cart_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "rewards_checkout_items_checkout_idx" ON "rewards_checkout_items" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "rewards_checkouts_user_idx" ON "rewards_checkouts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tours_sandbox_bookings_inventory_idx" ON "tours_sandbox_bookings" USING btree ("inventory_id","status");