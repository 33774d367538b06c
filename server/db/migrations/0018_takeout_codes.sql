CREATE TABLE "counter_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counter_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "counter_codes_menu_kind" UNIQUE("menu_id","kind")
);
--> statement-breakpoint
ALTER TABLE "counter_codes" ADD CONSTRAINT "counter_codes_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;