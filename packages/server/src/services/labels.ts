import type { Language } from '@performa/contracts/i18n/languages';
import type { LabelTranslations } from '@performa/contracts/validation';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Labels an admin types (the ranges of a response scale and so the grades, the templates' names, the
 * categories' names: docs/product.md §3.3, §3.4, §4.11) in every reader's language (ADR 29). Each label
 * column has a `<column>_translations` jsonb column beside it ({ "az": "…", … }, null for none).
 */

/** The label columns (each with its translations beside it). */
type LabelColumn = 'name' | 'response';

/**
 * The one expression of a label in the reader's language: its translation for `lang`, else the label
 * as given (a row without translations, or without this language); null only for a row a left join did not
 * find. `table` is the table's alias in the statement, or its name when it has none:
 * `labelIn(ctx.lang, 'rs', 'response')` reads `coalesce(rs.response_translations ->> 'ru', rs.response)`.
 */
export function labelIn(lang: Language, table: string, column: LabelColumn): SQL<string | null> {
  const own = sql`${sql.identifier(table)}.${sql.identifier(column)}`;
  const translations = sql`${sql.identifier(table)}.${sql.identifier(`${column}_translations`)}`;
  return sql<string | null>`coalesce(${translations} ->> ${lang}::text, ${own})`;
}

/** Translations as a row stores them: none is null (the label as given for every reader). */
export const storedTranslations = (translations: LabelTranslations): LabelTranslations | null => (Object.keys(translations).length ? translations : null);

/** Translations as the editors read them: each language's own text; {} for none. */
export const editedTranslations = (stored: LabelTranslations | null): LabelTranslations => stored ?? {};
