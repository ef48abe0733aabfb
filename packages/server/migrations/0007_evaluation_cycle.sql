CREATE TABLE "evaluation_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "evaluation_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"evaluation_id" integer NOT NULL,
	"action" text NOT NULL,
	"account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "evaluations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"frequency_id" integer NOT NULL,
	"evaluatee_id" integer NOT NULL,
	"evaluator_id" integer NOT NULL,
	"party" text NOT NULL,
	"kind" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"evaluation_date" date,
	"activated_at" timestamp with time zone,
	"terminated_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"saved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluations_id_project_key" UNIQUE("id","project_id")
);
--> statement-breakpoint
CREATE TABLE "reminder_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminder_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"frequency_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"key" text NOT NULL,
	"account_id" integer,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_runs_id_project_key" UNIQUE("id","project_id")
);
--> statement-breakpoint
CREATE TABLE "reminder_sends" (
	"run_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"pending" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_sends_run_id_employee_id_pk" PRIMARY KEY("run_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "skill_answers" (
	"evaluation_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"rating" numeric,
	"not_applicable" boolean DEFAULT false NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	CONSTRAINT "skill_answers_evaluation_id_skill_id_pk" PRIMARY KEY("evaluation_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"evaluation_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "survey_answers_evaluation_id_question_id_pk" PRIMARY KEY("evaluation_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"question" text NOT NULL,
	"options" text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_questions_id_project_key" UNIQUE("id","project_id")
);
--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "rating" numeric;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "project_settings" ADD COLUMN "coworker_count" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "project_settings" ADD COLUMN "reminder_days" integer[] DEFAULT '{7,1}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "project_settings" ADD COLUMN "remind_after_end" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_goals" ADD COLUMN "rating" numeric;--> statement-breakpoint
ALTER TABLE "evaluation_events" ADD CONSTRAINT "evaluation_events_project_id_fk" FOREIGN KEY ("project_id","company_id") REFERENCES "public"."projects"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_events" ADD CONSTRAINT "evaluation_events_evaluation_id_fk" FOREIGN KEY ("evaluation_id","project_id") REFERENCES "public"."evaluations"("id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_events" ADD CONSTRAINT "evaluation_events_account_id_fk" FOREIGN KEY ("account_id","company_id") REFERENCES "public"."accounts"("id","company_id") ON DELETE SET NULL ("account_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_project_id_fk" FOREIGN KEY ("project_id","company_id") REFERENCES "public"."projects"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_frequency_id_fk" FOREIGN KEY ("frequency_id","project_id") REFERENCES "public"."frequencies"("id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_evaluatee_id_fk" FOREIGN KEY ("evaluatee_id","project_id") REFERENCES "public"."employees"("id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_evaluator_id_fk" FOREIGN KEY ("evaluator_id","project_id") REFERENCES "public"."employees"("id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_runs" ADD CONSTRAINT "reminder_runs_project_id_fk" FOREIGN KEY ("project_id","company_id") REFERENCES "public"."projects"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_runs" ADD CONSTRAINT "reminder_runs_frequency_id_fk" FOREIGN KEY ("frequency_id","project_id") REFERENCES "public"."frequencies"("id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_runs" ADD CONSTRAINT "reminder_runs_account_id_fk" FOREIGN KEY ("account_id","company_id") REFERENCES "public"."accounts"("id","company_id") ON DELETE SET NULL ("account_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_run_id_fk" FOREIGN KEY ("run_id","project_id") REFERENCES "public"."reminder_runs"("id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_employee_id_fk" FOREIGN KEY ("employee_id","project_id") REFERENCES "public"."employees"("id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_answers" ADD CONSTRAINT "skill_answers_evaluation_id_fk" FOREIGN KEY ("evaluation_id","project_id") REFERENCES "public"."evaluations"("id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_answers" ADD CONSTRAINT "skill_answers_skill_id_fk" FOREIGN KEY ("skill_id","project_id") REFERENCES "public"."skills"("id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_evaluation_id_fk" FOREIGN KEY ("evaluation_id","project_id") REFERENCES "public"."evaluations"("id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_question_id_fk" FOREIGN KEY ("question_id","project_id") REFERENCES "public"."survey_questions"("id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_project_id_fk" FOREIGN KEY ("project_id","company_id") REFERENCES "public"."projects"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluation_events_evaluation_idx" ON "evaluation_events" USING btree ("evaluation_id");--> statement-breakpoint
CREATE INDEX "evaluation_events_project_idx" ON "evaluation_events" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "evaluation_events_account_idx" ON "evaluation_events" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluations_unique_key" ON "evaluations" USING btree ("frequency_id","evaluatee_id","evaluator_id","kind");--> statement-breakpoint
CREATE INDEX "evaluations_project_frequency_idx" ON "evaluations" USING btree ("project_id","frequency_id");--> statement-breakpoint
CREATE INDEX "evaluations_evaluator_idx" ON "evaluations" USING btree ("evaluator_id");--> statement-breakpoint
CREATE INDEX "evaluations_evaluatee_idx" ON "evaluations" USING btree ("evaluatee_id","frequency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_runs_frequency_key" ON "reminder_runs" USING btree ("frequency_id","key");--> statement-breakpoint
CREATE INDEX "reminder_runs_project_idx" ON "reminder_runs" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "reminder_runs_account_idx" ON "reminder_runs" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "reminder_sends_employee_idx" ON "reminder_sends" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "skill_answers_skill_idx" ON "skill_answers" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "survey_answers_question_idx" ON "survey_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "survey_questions_project_idx" ON "survey_questions" USING btree ("project_id");