CREATE TABLE "exchange_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"coupon_id" integer,
	"name" text NOT NULL,
	"name1" text NOT NULL,
	"name2" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description1" text DEFAULT '' NOT NULL,
	"description2" text DEFAULT '' NOT NULL,
	"cost" integer NOT NULL,
	"stock" integer NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exchange_items_stock" CHECK ("exchange_items"."stock" >= 0),
	CONSTRAINT "exchange_items_cost" CHECK ("exchange_items"."cost" > 0)
);
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"exchange_id" integer,
	"shortfall" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_exchanges" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"cost" integer NOT NULL,
	"member_coupon_id" integer,
	"gift_code" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_rules" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"points_per_dollar" numeric(6, 2) DEFAULT '0.00' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exchange_items" ADD CONSTRAINT "exchange_items_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_items" ADD CONSTRAINT "exchange_items_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_exchange_id_point_exchanges_id_fk" FOREIGN KEY ("exchange_id") REFERENCES "public"."point_exchanges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_exchanges" ADD CONSTRAINT "point_exchanges_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_exchanges" ADD CONSTRAINT "point_exchanges_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_exchanges" ADD CONSTRAINT "point_exchanges_item_id_exchange_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."exchange_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_rules" ADD CONSTRAINT "point_rules_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_items_brand_code" ON "exchange_items" USING btree ("brand_id","code");--> statement-breakpoint
CREATE INDEX "point_entries_member" ON "point_entries" USING btree ("member_id","brand_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_order_reason" ON "point_entries" USING btree ("order_id","reason") WHERE "point_entries"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "point_exchanges_member" ON "point_exchanges" USING btree ("member_id","brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_exchanges_gift_code" ON "point_exchanges" USING btree ("gift_code");--> statement-breakpoint
ALTER TABLE "member_brands" ADD CONSTRAINT "member_brands_points" CHECK ("member_brands"."points" >= 0);