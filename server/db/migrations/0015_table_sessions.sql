CREATE TABLE "table_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"table_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"persons" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "table_session_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "round_no" smallint;--> statement-breakpoint
ALTER TABLE "table_sessions" ADD CONSTRAINT "table_sessions_table_id_table_qr_codes_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."table_qr_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_sessions" ADD CONSTRAINT "table_sessions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_sessions" ADD CONSTRAINT "table_sessions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "table_sessions_one_open" ON "table_sessions" USING btree ("table_id") WHERE "table_sessions"."status" = 1;--> statement-breakpoint
CREATE INDEX "table_sessions_restaurant" ON "table_sessions" USING btree ("restaurant_id","opened_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_table_session_id_table_sessions_id_fk" FOREIGN KEY ("table_session_id") REFERENCES "public"."table_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_table_round" ON "orders" USING btree ("table_session_id","round_no");--> statement-breakpoint
ALTER TABLE "table_qr_codes" ADD CONSTRAINT "table_qr_codes_menu_table" UNIQUE("menu_id","table_name");--> statement-breakpoint
-- Seeded table codes were guessable ("demo-central-t1"), and holding a table's code is what lets a
-- phone order at that table and read its session: each becomes a random one (122 bits).
UPDATE "table_qr_codes" SET "qr_code" = replace(gen_random_uuid()::text, '-', '') WHERE "qr_code" ~ '^[a-z]+-[a-z0-9]+-t[0-9]+$';
