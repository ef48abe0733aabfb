CREATE INDEX "goals_category_idx" ON "goals" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "positional_goals_category_idx" ON "positional_goals" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "skills_category_idx" ON "skills" USING btree ("category_id");