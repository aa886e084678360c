CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"request_id" text,
	"bank_arn" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refunds_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_refunds" (
	"request_id" text PRIMARY KEY NOT NULL,
	"mihpayid" text NOT NULL,
	"token_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"bank_arn" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "additional_charges" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_booking_idx" ON "refunds" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_gateway_refunds_token_idx" ON "sandbox_gateway_refunds" USING btree ("mihpayid","token_id");--> statement-breakpoint
INSERT INTO "refunds" ("payment_id", "booking_id", "amount", "status", "reason", "request_id", "requested_at", "settled_at")
SELECT "id", "booking_id", "amount", "refund_status", 'the booking did not hold', "refund_reference", coalesce("settled_at", "created_at"),
  CASE WHEN "refund_status" = 'refunded' THEN coalesce("settled_at", "created_at") END
FROM "payments" WHERE "refund_status" IS NOT NULL;
