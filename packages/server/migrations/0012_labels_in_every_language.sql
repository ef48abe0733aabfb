-- ADR 29, docs/product.md §9.1: a label's translations per language beside it; null reads the label as given.
ALTER TABLE "categories" ADD COLUMN "name_translations" jsonb;--> statement-breakpoint
ALTER TABLE "response_scale_templates" ADD COLUMN "name_translations" jsonb;--> statement-breakpoint
ALTER TABLE "response_scales" ADD COLUMN "response_translations" jsonb;--> statement-breakpoint
-- The ready-made templates made before (docs/product.md §3.3): a template still named as one of them in any
-- language gets all three names, and its ranges still labelled as one of its responses all three labels
-- (the texts of services/scales/ready-made.ts as of this migration).
UPDATE "response_scale_templates" t SET "name_translations" = jsonb_build_object('en', r.en, 'az', r.az, 'ru', r.ru)
FROM (VALUES
  ('1–5 rating', '1–5 qiymətləndirmə', 'Оценка 1–5'),
  ('0–100 final score', '0–100 yekun bal', 'Итоговый балл 0–100')
) AS r(en, az, ru)
WHERE t."name" IN (r.en, r.az, r.ru);--> statement-breakpoint
UPDATE "response_scales" s SET "response_translations" = jsonb_build_object('en', r.en, 'az', r.az, 'ru', r.ru)
FROM (VALUES
  ('Poor', 'Zəif', 'Плохо'),
  ('Fair', 'Kafi', 'Удовлетворительно'),
  ('Good', 'Yaxşı', 'Хорошо'),
  ('Very good', 'Çox yaxşı', 'Очень хорошо'),
  ('Excellent', 'Əla', 'Отлично'),
  ('Below expectations', 'Gözləntilərdən aşağı', 'Ниже ожиданий'),
  ('Meets expectations', 'Gözləntilərə uyğun', 'Соответствует ожиданиям'),
  ('Exceeds expectations', 'Gözləntiləri aşır', 'Превосходит ожидания')
) AS r(en, az, ru), "response_scale_templates" t
WHERE t."id" = s."template_id" AND t."name_translations" IS NOT NULL AND s."response" IN (r.en, r.az, r.ru);
