CREATE TABLE "restaurant_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name1" text NOT NULL,
	"name2" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "restaurant_periods_restaurant_code" UNIQUE("restaurant_id","code")
);
--> statement-breakpoint
CREATE TABLE "shop_values" (
	"restaurant_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shop_values_restaurant_id_key_pk" PRIMARY KEY("restaurant_id","key")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"restaurant_id" integer,
	"order_type" smallint DEFAULT 0 NOT NULL,
	"phone" text NOT NULL,
	"subscription_link" text NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "whatsapp_configs_scope" UNIQUE NULLS NOT DISTINCT("brand_id","restaurant_id","order_type")
);
--> statement-breakpoint
ALTER TABLE "restaurant_periods" ADD CONSTRAINT "restaurant_periods_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_values" ADD CONSTRAINT "shop_values_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_configs" ADD CONSTRAINT "whatsapp_configs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_configs" ADD CONSTRAINT "whatsapp_configs_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_values_expires" ON "shop_values" USING btree ("expires_at");