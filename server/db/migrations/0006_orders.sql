CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "member_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"order_id" integer,
	"valid_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"product_id" integer NOT NULL,
	"pos_fid" text NOT NULL,
	"product_name" text NOT NULL,
	"product_name1" text NOT NULL,
	"product_name2" text NOT NULL,
	"number" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"lunchbox_price" numeric(12, 2) NOT NULL,
	"service_charge" smallint NOT NULL,
	"ablediscount" smallint NOT NULL,
	"food_type" smallint NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"stock_taken" integer DEFAULT 0 NOT NULL,
	"item_detail" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"brand_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"order_type" smallint NOT NULL,
	"menu_type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"order_pay_type" smallint NOT NULL,
	"pay_type" integer NOT NULL,
	"cancel_type" smallint,
	"refund_progress" smallint,
	"persons" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"address" jsonb,
	"slot_type" smallint DEFAULT 0 NOT NULL,
	"slot_time" timestamp with time zone,
	"total" numeric(12, 2) NOT NULL,
	"subtotal" numeric(12, 2) NOT NULL,
	"lunchbox" numeric(12, 2) NOT NULL,
	"service" text NOT NULL,
	"service_charge" numeric(12, 2) NOT NULL,
	"delivery_fee" numeric(12, 2) NOT NULL,
	"all" numeric(12, 2) NOT NULL,
	"discount" numeric(12, 2) NOT NULL,
	"discount_reason" text,
	"discount_rule_id" integer,
	"member_discount_result" numeric(12, 2) NOT NULL,
	"coupon_can_use_price" numeric(12, 2) NOT NULL,
	"coupon" numeric(12, 2) NOT NULL,
	"coupon_reason" text,
	"decimal" numeric(12, 2) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"member_coupon_id" integer,
	"submission_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_coupons_member" ON "member_coupons" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "order_lines_order" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_submission_key" ON "orders" USING btree ("submission_key");--> statement-breakpoint
CREATE INDEX "orders_member_created" ON "orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_restaurant_created" ON "orders" USING btree ("restaurant_id","created_at");