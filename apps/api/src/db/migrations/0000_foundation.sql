CREATE TABLE "card_products" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"bin" text NOT NULL,
	"bin_type" text NOT NULL,
	"align" text NOT NULL,
	"image" text NOT NULL,
	"network" text NOT NULL,
	"category" text NOT NULL,
	"link" text NOT NULL,
	"golf_partner_redirect" text,
	"in_menu" boolean DEFAULT true NOT NULL,
	"golf_rounds_per_year" integer DEFAULT 0 NOT NULL,
	"airport_concierge_sessions_per_year" integer DEFAULT 0 NOT NULL,
	"airport_transfers_per_year" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "card_products_bin_unique" UNIQUE("bin")
);
--> statement-breakpoint
CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"seeded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"client_id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"config" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "concierge_airports" (
	"id" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"airport" text NOT NULL,
	"terminals" text[] NOT NULL,
	"buggy_service" text NOT NULL,
	"domestic" text NOT NULL,
	"international" text NOT NULL,
	"departure" text NOT NULL,
	"arrival" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"iso_code" text NOT NULL,
	"calling_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "golf_courses" (
	"external_id" text PRIMARY KEY NOT NULL,
	"gc_name" text NOT NULL,
	"city" text NOT NULL,
	"session_types" text[] NOT NULL,
	"closed_until" date,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "localities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_airports" (
	"id" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"airport" text NOT NULL,
	"luxury" boolean NOT NULL,
	"domestic" text NOT NULL,
	"international" text NOT NULL,
	"departure" text NOT NULL,
	"arrival" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"bin" text NOT NULL,
	"bin_type" text NOT NULL,
	"card_product_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mobile" text NOT NULL,
	"email" text,
	"name" text,
	"calling_code" text DEFAULT '91' NOT NULL,
	"country_id" integer DEFAULT 1 NOT NULL,
	"role" text DEFAULT 'cardholder' NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_mobile_unique" UNIQUE("mobile")
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "localities" ADD CONSTRAINT "localities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_cards" ADD CONSTRAINT "user_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_cards_user_bin_idx" ON "user_cards" USING btree ("user_id","bin");