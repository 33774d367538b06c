CREATE TABLE "coupon_gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"brand_id" integer NOT NULL,
	"giver_id" integer NOT NULL,
	"member_coupon_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"claimed_by" integer,
	"claimed_coupon_id" integer
);
--> statement-breakpoint
CREATE TABLE "coupon_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name1" text NOT NULL,
	"name2" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"collectable" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "coupon_groups_brand_code" UNIQUE("brand_id","code")
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "collectable" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "coupon_gifts" ADD CONSTRAINT "coupon_gifts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_gifts" ADD CONSTRAINT "coupon_gifts_giver_id_members_id_fk" FOREIGN KEY ("giver_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_gifts" ADD CONSTRAINT "coupon_gifts_member_coupon_id_member_coupons_id_fk" FOREIGN KEY ("member_coupon_id") REFERENCES "public"."member_coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_gifts" ADD CONSTRAINT "coupon_gifts_claimed_by_members_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_gifts" ADD CONSTRAINT "coupon_gifts_claimed_coupon_id_member_coupons_id_fk" FOREIGN KEY ("claimed_coupon_id") REFERENCES "public"."member_coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_groups" ADD CONSTRAINT "coupon_groups_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_gifts_code" ON "coupon_gifts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coupon_gifts_member_coupon" ON "coupon_gifts" USING btree ("member_coupon_id","status");--> statement-breakpoint
CREATE INDEX "coupon_gifts_open_expiry" ON "coupon_gifts" USING btree ("status","expires_at");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_group_id_coupon_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."coupon_groups"("id") ON DELETE set null ON UPDATE no action;