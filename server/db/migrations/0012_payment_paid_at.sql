-- When a payment was paid: the order detail shows it (issue 36). A payment paid before this
-- column existed last changed when it was paid or when its refund moved: its updated_at is the
-- nearest time known.
ALTER TABLE "payments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
UPDATE "payments" SET "paid_at" = "updated_at" WHERE "status" = 2;
