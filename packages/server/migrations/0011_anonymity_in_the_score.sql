ALTER TABLE "projects" ADD COLUMN "results_stale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- docs/product.md §5.9, ADR 25: one evaluator on their own would be identified, so the minimum is at least 2.
UPDATE "project_settings" SET "min_evaluators" = 2 WHERE "min_evaluators" < 2;--> statement-breakpoint
-- Small peer parties now count pooled in the score itself: every stored result is recomputed at the next start.
UPDATE "projects" SET "results_stale" = true WHERE EXISTS (SELECT 1 FROM "evaluation_results" r WHERE r."project_id" = "projects"."id");
