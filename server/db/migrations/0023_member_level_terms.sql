CREATE TABLE "level_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"valid_days" integer NOT NULL,
	"started_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_level_coupons" (
	"level_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"quantity" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "member_level_coupons_level_id_coupon_id_pk" PRIMARY KEY("level_id","coupon_id")
);
--> statement-breakpoint
ALTER TABLE "member_brands" ADD COLUMN "level_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_levels" ADD COLUMN "queue_priority" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "level_orders" ADD CONSTRAINT "level_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_orders" ADD CONSTRAINT "level_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_orders" ADD CONSTRAINT "level_orders_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_orders" ADD CONSTRAINT "level_orders_level_id_member_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."member_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_level_coupons" ADD CONSTRAINT "member_level_coupons_level_id_member_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."member_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_level_coupons" ADD CONSTRAINT "member_level_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "level_orders_member" ON "level_orders" USING btree ("member_id","brand_id");--> statement-breakpoint
CREATE INDEX "member_brands_level_ends" ON "member_brands" USING btree ("level_ends_at") WHERE "member_brands"."level_ends_at" is not null;