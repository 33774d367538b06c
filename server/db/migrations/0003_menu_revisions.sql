CREATE SEQUENCE "public"."menu_revision_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "menu_revisions" (
	"restaurant_id" integer PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL
);
