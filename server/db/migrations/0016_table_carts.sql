CREATE TABLE "invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"cart_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"order_type" smallint NOT NULL,
	"menu_type" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_cart_guests" (
	"cart_id" integer NOT NULL,
	"guest_key" text NOT NULL,
	"guest_no" smallint NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	CONSTRAINT "shared_cart_guests_cart_id_guest_key_pk" PRIMARY KEY("cart_id","guest_key")
);
--> statement-breakpoint
CREATE TABLE "shared_cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"line_id" text NOT NULL,
	"generation" text NOT NULL,
	"line" jsonb NOT NULL,
	"number" integer NOT NULL,
	"guest_no" smallint NOT NULL,
	"added_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"table_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"generation" text NOT NULL,
	"sent_generation" text,
	"sent_order_id" integer,
	"closed_generation" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_cart_id_shared_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."shared_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_cart_guests" ADD CONSTRAINT "shared_cart_guests_cart_id_shared_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."shared_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_cart_lines" ADD CONSTRAINT "shared_cart_lines_cart_id_shared_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."shared_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_carts" ADD CONSTRAINT "shared_carts_table_id_table_qr_codes_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."table_qr_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invites_code" ON "invites" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "invites_cart" ON "invites" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "invites_restaurant" ON "invites" USING btree ("restaurant_id","status");--> statement-breakpoint
CREATE INDEX "invites_member" ON "invites" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "invites_expires" ON "invites" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shared_cart_lines_line" ON "shared_cart_lines" USING btree ("cart_id","line_id");--> statement-breakpoint
CREATE INDEX "shared_cart_lines_generation" ON "shared_cart_lines" USING btree ("cart_id","generation");--> statement-breakpoint
CREATE UNIQUE INDEX "shared_carts_table" ON "shared_carts" USING btree ("table_id");