CREATE TABLE "queue_counters" (
	"table_type_id" integer NOT NULL,
	"business_day" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "queue_counters_table_type_id_business_day_pk" PRIMARY KEY("table_type_id","business_day")
);
--> statement-breakpoint
CREATE TABLE "queue_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name1" text NOT NULL,
	"name2" text NOT NULL,
	"opens" text NOT NULL,
	"closes" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queue_settings" (
	"restaurant_id" integer PRIMARY KEY NOT NULL,
	"open" smallint DEFAULT 0 NOT NULL,
	"grace_minutes" smallint DEFAULT 10 NOT NULL,
	"minutes_per_party" smallint DEFAULT 8 NOT NULL,
	"max_waiting" integer
);
--> statement-breakpoint
CREATE TABLE "queue_table_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"code" text NOT NULL,
	"prefix" text NOT NULL,
	"name" text NOT NULL,
	"name1" text NOT NULL,
	"name2" text NOT NULL,
	"min_persons" smallint NOT NULL,
	"max_persons" smallint NOT NULL,
	"min_level" smallint,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queue_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"table_type_id" integer NOT NULL,
	"period_id" integer,
	"business_day" text NOT NULL,
	"number" integer NOT NULL,
	"label" text NOT NULL,
	"persons" smallint NOT NULL,
	"member_id" integer,
	"phone" text,
	"token" text NOT NULL,
	"priority" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"call_count" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"called_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "queue_counters" ADD CONSTRAINT "queue_counters_table_type_id_queue_table_types_id_fk" FOREIGN KEY ("table_type_id") REFERENCES "public"."queue_table_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_periods" ADD CONSTRAINT "queue_periods_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_settings" ADD CONSTRAINT "queue_settings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_table_types" ADD CONSTRAINT "queue_table_types_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_tickets" ADD CONSTRAINT "queue_tickets_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_tickets" ADD CONSTRAINT "queue_tickets_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_tickets" ADD CONSTRAINT "queue_tickets_table_type_id_queue_table_types_id_fk" FOREIGN KEY ("table_type_id") REFERENCES "public"."queue_table_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_tickets" ADD CONSTRAINT "queue_tickets_period_id_queue_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."queue_periods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_tickets" ADD CONSTRAINT "queue_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "queue_periods_code" ON "queue_periods" USING btree ("restaurant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_table_types_code" ON "queue_table_types" USING btree ("restaurant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_tickets_token" ON "queue_tickets" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_tickets_number" ON "queue_tickets" USING btree ("table_type_id","business_day","number");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_tickets_active_member" ON "queue_tickets" USING btree ("restaurant_id","member_id") WHERE "queue_tickets"."status" in (0, 1) and "queue_tickets"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "queue_tickets_active_phone" ON "queue_tickets" USING btree ("restaurant_id","phone") WHERE "queue_tickets"."status" in (0, 1) and "queue_tickets"."phone" is not null;--> statement-breakpoint
CREATE INDEX "queue_tickets_waiting" ON "queue_tickets" USING btree ("table_type_id","business_day","status");--> statement-breakpoint
CREATE INDEX "queue_tickets_member" ON "queue_tickets" USING btree ("member_id","created_at");