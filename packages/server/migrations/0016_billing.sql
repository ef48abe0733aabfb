CREATE SEQUENCE "public"."invoice_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "operator_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_accounts_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "payment_reminders" (
	"payment_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"days" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_reminders_payment_id_days_pk" PRIMARY KEY("payment_id","days")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"names" jsonb NOT NULL,
	"months" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"is_offered" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_code_unique" UNIQUE("code"),
	CONSTRAINT "plans_months_check" CHECK ("plans"."months" between 1 and 60),
	CONSTRAINT "plans_price_check" CHECK ("plans"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"seller" text DEFAULT '' NOT NULL,
	"seller_address" text DEFAULT '' NOT NULL,
	"tax_id" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"swift" text DEFAULT '' NOT NULL,
	"help_url" text DEFAULT '' NOT NULL,
	"terms_url" text DEFAULT '' NOT NULL,
	"privacy_url" text DEFAULT '' NOT NULL,
	"support_email" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_settings_one_row" CHECK ("platform_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "start_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "plan_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "months" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "currency" text DEFAULT 'AZN' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "status" text DEFAULT 'waiting' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice_number" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Edited in: the payments before this migration were all accepted ones (the free package, the operator's grants), or none.
UPDATE "payments" SET "status" = CASE WHEN "is_accepted" THEN 'accepted' ELSE 'waiting' END;--> statement-breakpoint
-- Edited in: the platform's one settings row.
INSERT INTO "platform_settings" ("id") VALUES (1);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_plan_idx" ON "payments" USING btree ("plan_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_number_unique" UNIQUE("invoice_number");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_id_company_key" UNIQUE("id","company_id");--> statement-breakpoint
-- Edited in: moved after "payments_id_company_key", the key it refers to.
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_payment_id_fk" FOREIGN KEY ("payment_id","company_id") REFERENCES "public"."payments"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('waiting', 'accepted', 'rejected', 'cancelled'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_accepted_check" CHECK ("payments"."is_accepted" = ("payments"."status" = 'accepted'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_dates_check" CHECK ("payments"."status" <> 'accepted' or "payments"."start_date" is not null);