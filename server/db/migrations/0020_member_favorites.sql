CREATE TABLE "member_favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"food_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_favorites_target" UNIQUE NULLS NOT DISTINCT("member_id","restaurant_id","food_id")
);
--> statement-breakpoint
ALTER TABLE "member_favorites" ADD CONSTRAINT "member_favorites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_favorites" ADD CONSTRAINT "member_favorites_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_favorites" ADD CONSTRAINT "member_favorites_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_favorites" ADD CONSTRAINT "member_favorites_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_favorites_member_brand" ON "member_favorites" USING btree ("member_id","brand_id","created_at");