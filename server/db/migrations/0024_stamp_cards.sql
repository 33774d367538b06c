CREATE TABLE "member_stamp_cards" (
	"member_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"stamps" smallint DEFAULT 0 NOT NULL,
	"debt" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_stamp_cards_member_id_card_id_pk" PRIMARY KEY("member_id","card_id"),
	CONSTRAINT "member_stamp_cards_counts" CHECK ("member_stamp_cards"."stamps" >= 0 and "member_stamp_cards"."debt" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stamp_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name1" text NOT NULL,
	"name2" text NOT NULL,
	"stamps_needed" smallint NOT NULL,
	"order_types" smallint[] NOT NULL,
	"min_spend" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"reward_coupon_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stamp_cards_needed" CHECK ("stamp_cards"."stamps_needed" between 2 and 50)
);
--> statement-breakpoint
CREATE TABLE "stamp_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stamp_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"order_id" integer,
	"member_coupon_id" integer NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_stamp_cards" ADD CONSTRAINT "member_stamp_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_stamp_cards" ADD CONSTRAINT "member_stamp_cards_card_id_stamp_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."stamp_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_cards" ADD CONSTRAINT "stamp_cards_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_cards" ADD CONSTRAINT "stamp_cards_reward_coupon_id_coupons_id_fk" FOREIGN KEY ("reward_coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_entries" ADD CONSTRAINT "stamp_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_entries" ADD CONSTRAINT "stamp_entries_card_id_stamp_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."stamp_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_entries" ADD CONSTRAINT "stamp_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_rewards" ADD CONSTRAINT "stamp_rewards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_rewards" ADD CONSTRAINT "stamp_rewards_card_id_stamp_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."stamp_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_rewards" ADD CONSTRAINT "stamp_rewards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_rewards" ADD CONSTRAINT "stamp_rewards_member_coupon_id_member_coupons_id_fk" FOREIGN KEY ("member_coupon_id") REFERENCES "public"."member_coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stamp_cards_brand_code" ON "stamp_cards" USING btree ("brand_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "stamp_entries_order_card_kind" ON "stamp_entries" USING btree ("order_id","card_id","kind");--> statement-breakpoint
CREATE INDEX "stamp_rewards_member_card" ON "stamp_rewards" USING btree ("member_id","card_id","id");