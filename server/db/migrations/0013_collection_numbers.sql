-- Pick-up orders get a short collection number per restaurant and business day (issue 36 item 13):
-- the counters, and the number on the order. Orders placed before have none.
CREATE TABLE "collection_counters" (
	"restaurant_id" integer NOT NULL,
	"business_day" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "collection_counters_restaurant_id_business_day_pk" PRIMARY KEY("restaurant_id","business_day")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "collection_no" text;--> statement-breakpoint
ALTER TABLE "collection_counters" ADD CONSTRAINT "collection_counters_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;