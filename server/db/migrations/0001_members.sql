CREATE TABLE "account_deletions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"brand_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"receiver" text NOT NULL,
	"phone" text NOT NULL,
	"current_address" text NOT NULL,
	"address" text NOT NULL,
	"floor" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"dimension_map" text DEFAULT '' NOT NULL,
	"isdefault" smallint DEFAULT 0 NOT NULL,
	"sex" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_brands" (
	"member_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"level_id" integer,
	"points" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"wallet_status" smallint DEFAULT 0 NOT NULL,
	"wallet_balance" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"app_type" integer DEFAULT 7 NOT NULL,
	"web_source" text DEFAULT '' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_brands_member_id_brand_id_pk" PRIMARY KEY("member_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "member_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"phone" text,
	"name" text DEFAULT '' NOT NULL,
	"sex" smallint DEFAULT 0 NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"birthday" text DEFAULT '' NOT NULL,
	"head_img" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_key" text NOT NULL,
	"type" smallint NOT NULL,
	"salt" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_brands" ADD CONSTRAINT "member_brands_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_brands" ADD CONSTRAINT "member_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_brands" ADD CONSTRAINT "member_brands_level_id_member_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."member_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tokens" ADD CONSTRAINT "member_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_addresses_member" ON "member_addresses" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_addresses_one_default" ON "member_addresses" USING btree ("member_id") WHERE "member_addresses"."isdefault" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "member_tokens_hash" ON "member_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "member_tokens_member" ON "member_tokens" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_country_phone" ON "members" USING btree ("country_id","phone");--> statement-breakpoint
CREATE INDEX "sms_codes_phone" ON "sms_codes" USING btree ("phone_key","created_at");