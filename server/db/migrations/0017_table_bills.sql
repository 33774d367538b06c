CREATE TABLE "table_bill_rounds" (
	"bill_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	CONSTRAINT "table_bill_rounds_bill_id_order_id_pk" PRIMARY KEY("bill_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "table_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"member_id" integer,
	"pay_type" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" smallint NOT NULL,
	"payment_id" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "table_bill_rounds" ADD CONSTRAINT "table_bill_rounds_bill_id_table_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."table_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_bill_rounds" ADD CONSTRAINT "table_bill_rounds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_bills" ADD CONSTRAINT "table_bills_session_id_table_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."table_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_bills" ADD CONSTRAINT "table_bills_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "table_bill_rounds_order" ON "table_bill_rounds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "table_bills_one_live" ON "table_bills" USING btree ("session_id") WHERE "table_bills"."status" in (0, 1, 4);--> statement-breakpoint
CREATE UNIQUE INDEX "table_bills_payment" ON "table_bills" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "table_bills_session" ON "table_bills" USING btree ("session_id","id");