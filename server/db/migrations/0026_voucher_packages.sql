CREATE TABLE "member_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"package_order_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_order_id" integer,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "package_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"voucher_count" smallint NOT NULL,
	"valid_days" integer NOT NULL,
	"issued_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "voucher_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name1" text NOT NULL,
	"name2" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description1" text DEFAULT '' NOT NULL,
	"description2" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"voucher_count" smallint NOT NULL,
	"food_code" text NOT NULL,
	"food_name" text NOT NULL,
	"food_name1" text NOT NULL,
	"food_name2" text NOT NULL,
	"valid_days" integer NOT NULL,
	"for_sale" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "voucher_packages_count" CHECK ("voucher_packages"."voucher_count" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "member_vouchers" ADD CONSTRAINT "member_vouchers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_vouchers" ADD CONSTRAINT "member_vouchers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_vouchers" ADD CONSTRAINT "member_vouchers_package_order_id_package_orders_order_id_fk" FOREIGN KEY ("package_order_id") REFERENCES "public"."package_orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_vouchers" ADD CONSTRAINT "member_vouchers_used_order_id_orders_id_fk" FOREIGN KEY ("used_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_orders" ADD CONSTRAINT "package_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_orders" ADD CONSTRAINT "package_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_orders" ADD CONSTRAINT "package_orders_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_orders" ADD CONSTRAINT "package_orders_package_id_voucher_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."voucher_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_packages" ADD CONSTRAINT "voucher_packages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_vouchers_member" ON "member_vouchers" USING btree ("member_id","brand_id","status");--> statement-breakpoint
CREATE INDEX "member_vouchers_package_order" ON "member_vouchers" USING btree ("package_order_id");--> statement-breakpoint
CREATE INDEX "member_vouchers_used_order" ON "member_vouchers" USING btree ("used_order_id");--> statement-breakpoint
CREATE INDEX "package_orders_member" ON "package_orders" USING btree ("member_id","brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_packages_brand_code" ON "voucher_packages" USING btree ("brand_id","code");