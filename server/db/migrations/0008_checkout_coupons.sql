ALTER TABLE "member_coupons" ADD COLUMN "source" text DEFAULT 'issued' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "issued_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "exchangeable" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "issue_on_join" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "member_coupons_coupon_member" ON "member_coupons" USING btree ("coupon_id","member_id");