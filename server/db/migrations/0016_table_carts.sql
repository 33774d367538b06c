CREATE TABLE "table_cart_guests" (
	"table_id" integer NOT NULL,
	"guest_key" text NOT NULL,
	"guest_no" smallint NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	CONSTRAINT "table_cart_guests_table_id_guest_key_pk" PRIMARY KEY("table_id","guest_key")
);
--> statement-breakpoint
CREATE TABLE "table_cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"table_id" integer NOT NULL,
	"line_id" text NOT NULL,
	"generation" text NOT NULL,
	"line" jsonb NOT NULL,
	"number" integer NOT NULL,
	"guest_no" smallint NOT NULL,
	"added_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_carts" (
	"table_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"generation" text NOT NULL,
	"sent_generation" text,
	"sent_order_id" integer,
	"closed_generation" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "table_cart_guests" ADD CONSTRAINT "table_cart_guests_table_id_table_qr_codes_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."table_qr_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_cart_lines" ADD CONSTRAINT "table_cart_lines_table_id_table_qr_codes_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."table_qr_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_carts" ADD CONSTRAINT "table_carts_table_id_table_qr_codes_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."table_qr_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "table_cart_lines_line" ON "table_cart_lines" USING btree ("table_id","line_id");--> statement-breakpoint
CREATE INDEX "table_cart_lines_generation" ON "table_cart_lines" USING btree ("table_id","generation");