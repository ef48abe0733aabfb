import { eq } from 'drizzle-orm';
import type { Tx } from './client.ts';
import { companies, periods, projects } from './schema.ts';

/**
 * Row locks (SELECT … FOR UPDATE) that serialise the checks of one transaction against a concurrent
 * one: two requests that both check "no other row overlaps / has this name" and then write must not
 * both pass. The lock holds until the transaction ends; PGlite and PostgreSQL both support it.
 */

/** The company's row: its projects' names are checked and written under it. */
export async function lockCompany(tx: Tx, companyId: number): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

/** The project's row: its periods' dates are checked and written under it. */
export async function lockProject(tx: Tx, projectId: number): Promise<void> {
  await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
}

/** The period's row, read fresh: its rounds' dates are checked and written under it. */
export async function lockPeriod(tx: Tx, periodId: number) {
  const [row] = await tx.select().from(periods).where(eq(periods.id, periodId)).for('update');
  return row;
}
