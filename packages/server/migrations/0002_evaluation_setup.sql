CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_skills" (
	"company_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	"weight" numeric NOT NULL,
	"norm" numeric,
	CONSTRAINT "employee_skills_employee_id_skill_id_pk" PRIMARY KEY("employee_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "frequencies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "frequencies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"frequency_id" integer,
	"positional_goal_id" integer,
	"name" text NOT NULL,
	"category_id" integer,
	"deadline" date,
	"success_criteria" text DEFAULT '' NOT NULL,
	"weight" numeric NOT NULL,
	"is_numerical" boolean DEFAULT true NOT NULL,
	"target" numeric,
	"is_positive" boolean DEFAULT true NOT NULL,
	"scale_template_id" integer,
	"actual" numeric,
	"share_group" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "individual_weights" (
	"employee_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"goal_weight" numeric NOT NULL,
	"skill_weight" numeric NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personal_weights" (
	"employee_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"manager_weight" numeric NOT NULL,
	"subworker_weight" numeric NOT NULL,
	"coworker_weight" numeric NOT NULL,
	"self_weight" numeric NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_skills" (
	"company_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	"weight" numeric NOT NULL,
	"norm" numeric,
	CONSTRAINT "position_skills_position_id_skill_id_pk" PRIMARY KEY("position_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "positional_goal_positions" (
	"positional_goal_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	CONSTRAINT "positional_goal_positions_positional_goal_id_position_id_pk" PRIMARY KEY("positional_goal_id","position_id")
);
--> statement-breakpoint
CREATE TABLE "positional_goals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "positional_goals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"category_id" integer,
	"success_criteria" text DEFAULT '' NOT NULL,
	"weight" numeric NOT NULL,
	"is_numerical" boolean DEFAULT true NOT NULL,
	"target" numeric,
	"is_positive" boolean DEFAULT true NOT NULL,
	"scale_template_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_settings" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"goal_weight" numeric,
	"skill_weight" numeric,
	"manager_weight" numeric,
	"subworker_weight" numeric,
	"coworker_weight" numeric,
	"self_weight" numeric,
	"max_achievement" numeric DEFAULT 1 NOT NULL,
	"rating_template_id" integer,
	"final_score_template_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "response_scale_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "response_scale_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "response_scales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "response_scales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"min" numeric NOT NULL,
	"max" numeric NOT NULL,
	"response" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skill_periods" (
	"skill_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	CONSTRAINT "skill_periods_skill_id_period_id_pk" PRIMARY KEY("skill_id","period_id")
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "skills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"skill_type" text NOT NULL,
	"is_periodic" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_goals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sub_goals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"goal_id" integer NOT NULL,
	"name" text NOT NULL,
	"weight" numeric NOT NULL,
	"is_numerical" boolean DEFAULT true NOT NULL,
	"target" numeric,
	"is_positive" boolean DEFAULT true NOT NULL,
	"scale_template_id" integer,
	"actual" numeric,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_skills" ADD CONSTRAINT "employee_skills_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_skills" ADD CONSTRAINT "employee_skills_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_skills" ADD CONSTRAINT "employee_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frequencies" ADD CONSTRAINT "frequencies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frequencies" ADD CONSTRAINT "frequencies_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frequencies" ADD CONSTRAINT "frequencies_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_frequency_id_frequencies_id_fk" FOREIGN KEY ("frequency_id") REFERENCES "public"."frequencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_positional_goal_id_positional_goals_id_fk" FOREIGN KEY ("positional_goal_id") REFERENCES "public"."positional_goals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_scale_template_id_response_scale_templates_id_fk" FOREIGN KEY ("scale_template_id") REFERENCES "public"."response_scale_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individual_weights" ADD CONSTRAINT "individual_weights_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individual_weights" ADD CONSTRAINT "individual_weights_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individual_weights" ADD CONSTRAINT "individual_weights_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periods" ADD CONSTRAINT "periods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periods" ADD CONSTRAINT "periods_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_weights" ADD CONSTRAINT "personal_weights_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_weights" ADD CONSTRAINT "personal_weights_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_weights" ADD CONSTRAINT "personal_weights_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_skills" ADD CONSTRAINT "position_skills_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_skills" ADD CONSTRAINT "position_skills_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_skills" ADD CONSTRAINT "position_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positional_goal_positions" ADD CONSTRAINT "positional_goal_positions_positional_goal_id_positional_goals_id_fk" FOREIGN KEY ("positional_goal_id") REFERENCES "public"."positional_goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positional_goal_positions" ADD CONSTRAINT "positional_goal_positions_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positional_goals" ADD CONSTRAINT "positional_goals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positional_goals" ADD CONSTRAINT "positional_goals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positional_goals" ADD CONSTRAINT "positional_goals_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positional_goals" ADD CONSTRAINT "positional_goals_scale_template_id_response_scale_templates_id_fk" FOREIGN KEY ("scale_template_id") REFERENCES "public"."response_scale_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_settings" ADD CONSTRAINT "project_settings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_settings" ADD CONSTRAINT "project_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_settings" ADD CONSTRAINT "project_settings_rating_template_id_response_scale_templates_id_fk" FOREIGN KEY ("rating_template_id") REFERENCES "public"."response_scale_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_settings" ADD CONSTRAINT "project_settings_final_score_template_id_response_scale_templates_id_fk" FOREIGN KEY ("final_score_template_id") REFERENCES "public"."response_scale_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_scale_templates" ADD CONSTRAINT "response_scale_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_scale_templates" ADD CONSTRAINT "response_scale_templates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_scales" ADD CONSTRAINT "response_scales_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_scales" ADD CONSTRAINT "response_scales_template_id_response_scale_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."response_scale_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_periods" ADD CONSTRAINT "skill_periods_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_periods" ADD CONSTRAINT "skill_periods_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_goals" ADD CONSTRAINT "sub_goals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_goals" ADD CONSTRAINT "sub_goals_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_goals" ADD CONSTRAINT "sub_goals_scale_template_id_response_scale_templates_id_fk" FOREIGN KEY ("scale_template_id") REFERENCES "public"."response_scale_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_project_kind_name_key" ON "categories" USING btree ("project_id","kind",lower("name"));--> statement-breakpoint
CREATE INDEX "employee_skills_skill_idx" ON "employee_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "frequencies_period_name_key" ON "frequencies" USING btree ("period_id",lower("name"));--> statement-breakpoint
CREATE INDEX "frequencies_project_idx" ON "frequencies" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goals_employee_period_name_key" ON "goals" USING btree ("employee_id","period_id",coalesce("frequency_id", 0),lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "goals_employee_period_positional_key" ON "goals" USING btree ("employee_id","period_id","positional_goal_id") WHERE "goals"."positional_goal_id" is not null;--> statement-breakpoint
CREATE INDEX "goals_project_period_idx" ON "goals" USING btree ("project_id","period_id");--> statement-breakpoint
CREATE INDEX "goals_share_group_idx" ON "goals" USING btree ("share_group");--> statement-breakpoint
CREATE INDEX "goals_positional_goal_idx" ON "goals" USING btree ("positional_goal_id");--> statement-breakpoint
CREATE INDEX "individual_weights_project_idx" ON "individual_weights" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "periods_project_number_key" ON "periods" USING btree ("project_id","number");--> statement-breakpoint
CREATE INDEX "personal_weights_project_idx" ON "personal_weights" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "position_skills_skill_idx" ON "position_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "positional_goal_positions_position_idx" ON "positional_goal_positions" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "positional_goals_project_idx" ON "positional_goals" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "response_scale_templates_project_name_key" ON "response_scale_templates" USING btree ("project_id",lower("name"));--> statement-breakpoint
CREATE INDEX "response_scales_template_idx" ON "response_scales" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "skill_periods_period_idx" ON "skill_periods" USING btree ("period_id");--> statement-breakpoint
CREATE UNIQUE INDEX "skills_project_name_key" ON "skills" USING btree ("project_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "sub_goals_goal_name_key" ON "sub_goals" USING btree ("goal_id",lower("name"));