CREATE TABLE "calibration_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calibration_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"frequency_id" integer NOT NULL,
	"employee_id" integer,
	"action" text NOT NULL,
	"account_id" integer,
	"actor_name" text NOT NULL,
	"final_score" double precision,
	"before_score" numeric,
	"after_score" numeric,
	"before_box" text,
	"after_box" text,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_results" (
	"frequency_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"goal_overall" double precision,
	"skill_overall" double precision,
	"final_score" double precision,
	"calibrated_score" numeric,
	"calibrated_box" text,
	"skill_done" integer DEFAULT 0 NOT NULL,
	"skill_total" integer DEFAULT 0 NOT NULL,
	"goal_done" integer DEFAULT 0 NOT NULL,
	"goal_total" integer DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_results_frequency_id_employee_id_pk" PRIMARY KEY("frequency_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "performance_card_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "performance_card_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"account_id" integer,
	"author_name" text NOT NULL,
	"author_role" text NOT NULL,
	"acknowledged" boolean DEFAULT false NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "frequencies" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_settings" ADD COLUMN "show_result_before_calibration" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "project_settings" ADD COLUMN "min_evaluators" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "project_settings" ADD COLUMN "grade_targets" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "calibration_changes" ADD CONSTRAINT "calibration_changes_project_id_fk" FOREIGN KEY ("project_id","company_id") REFERENCES "public"."projects"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_changes" ADD CONSTRAINT "calibration_changes_frequency_id_fk" FOREIGN KEY ("frequency_id","project_id") REFERENCES "public"."frequencies"("id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_changes" ADD CONSTRAINT "calibration_changes_employee_id_fk" FOREIGN KEY ("employee_id","project_id") REFERENCES "public"."employees"("id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_changes" ADD CONSTRAINT "calibration_changes_account_id_fk" FOREIGN KEY ("account_id","company_id") REFERENCES "public"."accounts"("id","company_id") ON DELETE SET NULL ("account_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_results" ADD CONSTRAINT "evaluation_results_project_id_fk" FOREIGN KEY ("project_id","company_id") REFERENCES "public"."projects"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_results" ADD CONSTRAINT "evaluation_results_frequency_id_fk" FOREIGN KEY ("frequency_id","project_id") REFERENCES "public"."frequencies"("id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_results" ADD CONSTRAINT "evaluation_results_employee_id_fk" FOREIGN KEY ("employee_id","project_id") REFERENCES "public"."employees"("id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_card_reviews" ADD CONSTRAINT "performance_card_reviews_project_id_fk" FOREIGN KEY ("project_id","company_id") REFERENCES "public"."projects"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_card_reviews" ADD CONSTRAINT "performance_card_reviews_employee_id_fk" FOREIGN KEY ("employee_id","project_id") REFERENCES "public"."employees"("id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_card_reviews" ADD CONSTRAINT "performance_card_reviews_period_id_fk" FOREIGN KEY ("period_id","project_id") REFERENCES "public"."periods"("id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_card_reviews" ADD CONSTRAINT "performance_card_reviews_account_id_fk" FOREIGN KEY ("account_id","company_id") REFERENCES "public"."accounts"("id","company_id") ON DELETE SET NULL ("account_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calibration_changes_frequency_idx" ON "calibration_changes" USING btree ("frequency_id","employee_id");--> statement-breakpoint
CREATE INDEX "calibration_changes_project_idx" ON "calibration_changes" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "calibration_changes_employee_idx" ON "calibration_changes" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "calibration_changes_account_idx" ON "calibration_changes" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "evaluation_results_project_idx" ON "evaluation_results" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "evaluation_results_employee_idx" ON "evaluation_results" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "performance_card_reviews_employee_idx" ON "performance_card_reviews" USING btree ("employee_id","period_id");--> statement-breakpoint
CREATE INDEX "performance_card_reviews_project_idx" ON "performance_card_reviews" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "performance_card_reviews_period_idx" ON "performance_card_reviews" USING btree ("period_id");--> statement-breakpoint
CREATE INDEX "performance_card_reviews_account_idx" ON "performance_card_reviews" USING btree ("account_id");