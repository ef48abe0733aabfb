-- Refresh token rotation (ADR 3, amended): a row is a sign-in's family of refresh tokens. An existing
-- row's token is the first and newest of its own family.
ALTER TABLE "refresh_tokens" ADD COLUMN "current_jti" uuid;--> statement-breakpoint
UPDATE "refresh_tokens" SET "current_jti" = "jti";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "current_jti" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "previous_jti" uuid;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "rotated_at" timestamp with time zone;
