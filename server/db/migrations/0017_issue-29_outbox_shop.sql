ALTER TABLE "mail_outbox" ADD COLUMN "reservation_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "shop_id" integer;--> statement-breakpoint
CREATE INDEX "mail_outbox_shop_idx" ON "mail_outbox" USING btree ("shop_id","id");