CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"pay_type" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" smallint NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"refund_progress" smallint,
	"refund_ref" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_pay_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"pay_type" integer NOT NULL,
	"isdefault" smallint DEFAULT 0 NOT NULL,
	"show" smallint DEFAULT 1 NOT NULL,
	"img" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "restaurant_pay_types_restaurant_type" UNIQUE("restaurant_id","pay_type")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"ref" text PRIMARY KEY NOT NULL,
	"merchant_ref" text NOT NULL,
	"order_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"method" integer NOT NULL,
	"status" text NOT NULL,
	"return_url" text NOT NULL,
	"refunded_amount" numeric(12, 2),
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_pay_types" ADD CONSTRAINT "restaurant_pay_types_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" in (0, 1, 2, 4);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "payments_live" ON "payments" USING btree ("updated_at") WHERE "payments"."status" in (0, 1, 4);--> statement-breakpoint
CREATE INDEX "payments_refunding" ON "payments" USING btree ("updated_at") WHERE "payments"."refund_progress" = 7;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_merchant_ref" ON "sandbox_payments" USING btree ("merchant_ref");