CREATE TABLE "skill_party_sums" (
	"frequency_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"s_manager" double precision,
	"n_manager" integer NOT NULL,
	"s_coworker" double precision,
	"n_coworker" integer NOT NULL,
	"s_subworker" double precision,
	"n_subworker" integer NOT NULL,
	"s_self" double precision,
	"n_self" integer NOT NULL,
	CONSTRAINT "skill_party_sums_frequency_id_employee_id_skill_id_pk" PRIMARY KEY("frequency_id","employee_id","skill_id")
);
--> statement-breakpoint
ALTER TABLE "skill_party_sums" ADD CONSTRAINT "skill_party_sums_project_id_fk" FOREIGN KEY ("project_id","company_id") REFERENCES "public"."projects"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_party_sums" ADD CONSTRAINT "skill_party_sums_frequency_id_fk" FOREIGN KEY ("frequency_id","project_id") REFERENCES "public"."frequencies"("id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_party_sums" ADD CONSTRAINT "skill_party_sums_employee_id_fk" FOREIGN KEY ("employee_id","project_id") REFERENCES "public"."employees"("id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_party_sums" ADD CONSTRAINT "skill_party_sums_skill_id_fk" FOREIGN KEY ("skill_id","project_id") REFERENCES "public"."skills"("id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "skill_party_sums_project_idx" ON "skill_party_sums" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "skill_party_sums_employee_idx" ON "skill_party_sums" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "skill_party_sums_skill_idx" ON "skill_party_sums" USING btree ("skill_id");--> statement-breakpoint
INSERT INTO "skill_party_sums" ("frequency_id", "employee_id", "skill_id", "company_id", "project_id", "s_manager", "n_manager", "s_coworker", "n_coworker", "s_subworker", "n_subworker", "s_self", "n_self")
SELECT e.frequency_id, e.evaluatee_id, a.skill_id, e.company_id, e.project_id,
  (sum(a.rating) FILTER (WHERE e.party = 'manager'))::float8, (count(*) FILTER (WHERE e.party = 'manager'))::int,
  (sum(a.rating) FILTER (WHERE e.party = 'coworker'))::float8, (count(*) FILTER (WHERE e.party = 'coworker'))::int,
  (sum(a.rating) FILTER (WHERE e.party = 'subworker'))::float8, (count(*) FILTER (WHERE e.party = 'subworker'))::int,
  (sum(a.rating) FILTER (WHERE e.party = 'self'))::float8, (count(*) FILTER (WHERE e.party = 'self'))::int
FROM "evaluations" e JOIN "skill_answers" a ON a.evaluation_id = e.id
WHERE e.kind = 'skill' AND e.terminated_at IS NULL AND e.completed_at IS NOT NULL AND a.rating IS NOT NULL AND NOT a.not_applicable
GROUP BY e.frequency_id, e.evaluatee_id, a.skill_id, e.company_id, e.project_id;
