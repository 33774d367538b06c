CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"name" text NOT NULL,
	"name1" text NOT NULL,
	"name2" text NOT NULL,
	"product_name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description1" text DEFAULT '' NOT NULL,
	"description2" text DEFAULT '' NOT NULL,
	"currency_prefix" text DEFAULT '$ ' NOT NULL,
	"order_types" integer[] DEFAULT '{}' NOT NULL,
	"customer_service_email" text DEFAULT '' NOT NULL,
	"customer_service_phone" text DEFAULT '' NOT NULL,
	"whatsapp_number" text DEFAULT '' NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_title1" text DEFAULT '' NOT NULL,
	"seo_title2" text DEFAULT '' NOT NULL,
	"seo_keywords" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"seo_description1" text DEFAULT '' NOT NULL,
	"seo_description2" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name1" text NOT NULL,
	"name2" text NOT NULL,
	"area_code" text NOT NULL,
	"phone_length" smallint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_settings" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"guest_ordering" boolean DEFAULT true NOT NULL,
	"debug_member_ids" integer[] DEFAULT '{}' NOT NULL,
	"points_name" text NOT NULL,
	"points_name1" text NOT NULL,
	"points_name2" text NOT NULL,
	"agreement_required" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_state" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bottom_functions" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"function_key" text NOT NULL,
	"name" text NOT NULL,
	"name1" text NOT NULL,
	"name2" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"show" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "bottom_functions_brand_key" UNIQUE("brand_id","function_key")
);
--> statement-breakpoint
CREATE TABLE "carousel_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"image_url" text NOT NULL,
	"title" text NOT NULL,
	"title1" text NOT NULL,
	"title2" text NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"show" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "carousel_slides_brand_code" UNIQUE("brand_id","code")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"code" text NOT NULL,
	"resource_name" text NOT NULL,
	"resource_name1" text NOT NULL,
	"resource_name2" text NOT NULL,
	"content" text NOT NULL,
	"content1" text NOT NULL,
	"content2" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "resources_brand_type_code" UNIQUE("brand_id","type","code")
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"error_type" smallint NOT NULL,
	"platform_type" smallint NOT NULL,
	"device_model" text,
	"system_version" text,
	"device_type" smallint NOT NULL,
	"app_version" text NOT NULL,
	"error_content" text NOT NULL,
	"error_user_details" text,
	"occurred_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operation_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"log_type" smallint NOT NULL,
	"app_type" integer NOT NULL,
	"web_source" text,
	"member_id" text,
	"device_id" text,
	"environment" text,
	"brand_id" text,
	"restaurant_id" text,
	"content_type" text,
	"content_id" text,
	"keywords" text,
	"operation_steps" text,
	"param" text,
	"opt_time" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name1" text NOT NULL,
	"name2" text NOT NULL,
	"limit_type" smallint DEFAULT 0 NOT NULL,
	"limit_amount" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_menu_code" UNIQUE("menu_id","code")
);
--> statement-breakpoint
CREATE TABLE "combo_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"food_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name1" text NOT NULL,
	"name2" text NOT NULL,
	"minqty" integer DEFAULT 0 NOT NULL,
	"maxqty" integer DEFAULT 1 NOT NULL,
	"required" smallint DEFAULT 1 NOT NULL,
	"preferential_price" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"show_type" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "combo_groups_food_code" UNIQUE("food_id","code")
);
--> statement-breakpoint
CREATE TABLE "combo_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"item_food_id" integer NOT NULL,
	"code" text NOT NULL,
	"defmodifier" smallint DEFAULT 0 NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	"price" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"top" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "combo_items_group_code" UNIQUE("group_id","code")
);
--> statement-breakpoint
CREATE TABLE "foods" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"code" text NOT NULL,
	"pos_fid" text NOT NULL,
	"name" text NOT NULL,
	"name1" text NOT NULL,
	"name2" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description1" text DEFAULT '' NOT NULL,
	"description2" text DEFAULT '' NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"meal_price" numeric(12, 2),
	"lunchbox_price" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"service_charge" smallint DEFAULT 1 NOT NULL,
	"market_price" numeric(12, 2),
	"invisible" smallint DEFAULT 0 NOT NULL,
	"surplus_num" integer,
	"remaining_number" integer DEFAULT 0 NOT NULL,
	"is_disable" smallint DEFAULT 0 NOT NULL,
	"limit_type" smallint DEFAULT 0 NOT NULL,
	"limit_amount" integer DEFAULT 0 NOT NULL,
	"automod" smallint DEFAULT 0 NOT NULL,
	"item_counts" integer DEFAULT 0 NOT NULL,
	"ablediscount" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"start_quantity" integer DEFAULT 1 NOT NULL,
	"increase_quantity" integer DEFAULT 1 NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"food_type" smallint DEFAULT 1 NOT NULL,
	"fc_seq_no" integer DEFAULT 0 NOT NULL,
	"fm_seq_no" integer DEFAULT 0 NOT NULL,
	"m_seq_no" integer DEFAULT 0 NOT NULL,
	"ci_seq_no" integer DEFAULT 0 NOT NULL,
	"fm_id" integer DEFAULT 0 NOT NULL,
	"fc_id" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "foods_category_code" UNIQUE("category_id","code")
);
--> statement-breakpoint
CREATE TABLE "modifier_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"food_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name1" text NOT NULL,
	"name2" text NOT NULL,
	"minqty" integer DEFAULT 0 NOT NULL,
	"maxqty" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "modifier_groups_food_code" UNIQUE("food_id","code")
);
--> statement-breakpoint
CREATE TABLE "modifier_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name1" text NOT NULL,
	"name2" text NOT NULL,
	"price" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"defmodifier" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "modifier_options_group_code" UNIQUE("group_id","code")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name1" text NOT NULL,
	"name2" text NOT NULL,
	"coupon_type" smallint NOT NULL,
	"amount" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"discount" numeric(5, 2) DEFAULT '0.00' NOT NULL,
	"spend" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"bill_min_amount" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"accumulate" smallint DEFAULT 0 NOT NULL,
	"exclusive" smallint DEFAULT 0 NOT NULL,
	"coupon_type_name" text NOT NULL,
	"coupon_type_name1" text NOT NULL,
	"coupon_type_name2" text NOT NULL,
	"valid_days" integer DEFAULT 30 NOT NULL,
	"per_member_limit" integer DEFAULT 1 NOT NULL,
	"total_quantity" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "coupons_brand_code" UNIQUE("brand_id","code")
);
--> statement-breakpoint
CREATE TABLE "discount_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"restaurant_id" integer,
	"code" text NOT NULL,
	"type" smallint NOT NULL,
	"amount" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"discount_value" numeric(5, 2) DEFAULT '0.00' NOT NULL,
	"amount_type_min" smallint DEFAULT 0 NOT NULL,
	"restriction_amount" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"is_delivery_fee" smallint DEFAULT 0 NOT NULL,
	"place_order_type" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"remark2" text DEFAULT '' NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "discount_rules_brand_code" UNIQUE("brand_id","code")
);
--> statement-breakpoint
CREATE TABLE "member_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"level" smallint NOT NULL,
	"name" text NOT NULL,
	"name1" text NOT NULL,
	"name2" text NOT NULL,
	"member_discount" numeric(5, 2) DEFAULT '0.00' NOT NULL,
	"price" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"points_rate" numeric(6, 2) DEFAULT '1.00' NOT NULL,
	"valid_days" integer DEFAULT 365 NOT NULL,
	"benefits" text DEFAULT '' NOT NULL,
	"benefits1" text DEFAULT '' NOT NULL,
	"benefits2" text DEFAULT '' NOT NULL,
	"can_queue" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "member_levels_brand_code" UNIQUE("brand_id","code")
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"menu_type" smallint NOT NULL,
	"name" text NOT NULL,
	"name1" text NOT NULL,
	"name2" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menus_restaurant_type" UNIQUE("restaurant_id","menu_type")
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name1" text NOT NULL,
	"name2" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"address1" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"open_status" smallint DEFAULT 3 NOT NULL,
	"shipany_status" smallint DEFAULT 1 NOT NULL,
	"map_x" numeric(10, 6),
	"map_y" numeric(10, 6),
	"ziqu_service" smallint DEFAULT 0 NOT NULL,
	"menu_service" smallint DEFAULT 0 NOT NULL,
	"business_hours" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description1" text DEFAULT '' NOT NULL,
	"description2" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurants_brand_code" UNIQUE("brand_id","code")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"restaurant_id" integer,
	"setting_name" text NOT NULL,
	"value_char" text,
	"value_int" integer,
	CONSTRAINT "settings_scope_name" UNIQUE NULLS NOT DISTINCT("brand_id","restaurant_id","setting_name")
);
--> statement-breakpoint
CREATE TABLE "table_qr_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"qr_code" text NOT NULL,
	"table_name" text NOT NULL,
	"seats" smallint DEFAULT 4 NOT NULL,
	CONSTRAINT "table_qr_codes_qrCode_unique" UNIQUE("qr_code")
);
--> statement-breakpoint
ALTER TABLE "member_settings" ADD CONSTRAINT "member_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bottom_functions" ADD CONSTRAINT "bottom_functions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carousel_slides" ADD CONSTRAINT "carousel_slides_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_groups" ADD CONSTRAINT "combo_groups_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_items" ADD CONSTRAINT "combo_items_group_id_combo_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."combo_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_items" ADD CONSTRAINT "combo_items_item_food_id_foods_id_fk" FOREIGN KEY ("item_food_id") REFERENCES "public"."foods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foods" ADD CONSTRAINT "foods_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_groups" ADD CONSTRAINT "modifier_groups_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_options" ADD CONSTRAINT "modifier_options_group_id_modifier_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."modifier_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_rules" ADD CONSTRAINT "discount_rules_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_rules" ADD CONSTRAINT "discount_rules_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_levels" ADD CONSTRAINT "member_levels_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_qr_codes" ADD CONSTRAINT "table_qr_codes_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;