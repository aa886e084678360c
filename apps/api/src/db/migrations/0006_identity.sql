CREATE TABLE "contact_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"sms" boolean DEFAULT true NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"mobile" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" uuid,
	"otp_type" text NOT NULL,
	"ref_no" text NOT NULL,
	"code_hash" text NOT NULL,
	"wrong_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otp_codes_mobile_purpose_pk" PRIMARY KEY("mobile","purpose")
);
--> statement-breakpoint
CREATE TABLE "otp_locks" (
	"mobile" text PRIMARY KEY NOT NULL,
	"locked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mobile" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "previous_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_preferences" ADD CONSTRAINT "contact_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "otp_codes_ref_no_idx" ON "otp_codes" USING btree ("ref_no");--> statement-breakpoint
CREATE INDEX "otp_sends_mobile_idx" ON "otp_sends" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "otp_sends_ip_idx" ON "otp_sends" USING btree ("ip","created_at");