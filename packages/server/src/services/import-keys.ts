import { sql } from 'drizzle-orm';
import { rowsOf, type Runner } from '../db/raw.ts';

/** A value with an upper-case ASCII letter or any character beyond ASCII: only the database knows its lower(). */
const FOLDS = /[A-Z]|[^\p{ASCII}]/u;

/**
 * The database's own case folding of the given values: a function from a value to its lower(value).
 * The unique indexes on usernames, emails, employee numbers and names compare lower(…), and
 * JavaScript's toLowerCase does not always agree with it (the Greek final sigma: "ΟΔΥΣΣΕΥΣ" is
 * "οδυσσευς" in JavaScript, "οδυσσευσ" in PostgreSQL; Turkish and other collations differ more), so
 * imports match rows and find duplicates with the database's keys: what the database would refuse as
 * a duplicate, the import reports on its row. Values without upper-case ASCII letters and without
 * characters beyond ASCII are their own lower() in every locale and are not sent; the others go in
 * one statement and come back as one JSON array (one row, not one per value).
 */
export async function databaseKeys(db: Runner, values: readonly string[]): Promise<(value: string) => string> {
  const asked = [...new Set(values.filter((v) => FOLDS.test(v)))];
  const keys = new Map<string, string>();
  if (asked.length) {
    const [row] = await rowsOf<{ keys: string }>(
      db,
      sql`select coalesce(json_agg(lower(value) order by i), '[]')::text as keys
        from json_array_elements_text(${JSON.stringify(asked)}::json) with ordinality as t(value, i)`,
    );
    const folded = JSON.parse(row!.keys) as string[];
    asked.forEach((value, i) => keys.set(value, folded[i]!));
  }
  return (value) => keys.get(value) ?? (FOLDS.test(value) ? value.toLowerCase() : value);
}
