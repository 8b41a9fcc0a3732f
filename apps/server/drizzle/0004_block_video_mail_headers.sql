ALTER TABLE "content_blocks" ADD COLUMN "video" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;