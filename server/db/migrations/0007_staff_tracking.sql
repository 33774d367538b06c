CREATE TABLE "order_tracking" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"state" smallint NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_tracking" ADD CONSTRAINT "order_tracking_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_tracking_order" ON "order_tracking" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_unpaid_online" ON "orders" USING btree ("created_at") WHERE "orders"."order_pay_type" = 2 and "orders"."status" = 0;