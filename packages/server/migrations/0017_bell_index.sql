DROP INDEX "notifications_account_unread_idx";--> statement-breakpoint
CREATE INDEX "notifications_bell_idx" ON "notifications" USING btree ("company_id","account_id","id");