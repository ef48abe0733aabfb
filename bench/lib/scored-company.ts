import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createDeps, createLogger } from '@performa/server/src/app.ts';
import { loadConfig } from '@performa/server/src/config.ts';
import { openDatabase } from '@performa/server/src/db/client.ts';
import { frequencies } from '@performa/server/src/db/schema.ts';
import { recomputeResults } from '@performa/server/src/services/engine/recompute.ts';
import { addDepartment, addEmployee, addPeriod, addPosition, createCompany, createEvaluations } from '@performa/server/testing';
import { scoringSetup } from '../../packages/e2e/src/support/scored-world.ts';

/**
 * The small company of the browser benchmarks (bench/bundle-size.ts, bench/lighthouse.ts), written into the
 * embedded database of `dataDir` before the server starts: one department, the manager Maria and eight
 * sellers reporting to her, scored in a released round of today's quarter (the charts and the performance
 * cards have something to draw), and a ninth seller whose skill evaluation by Maria is activated and not yet
 * filled (an evaluation form to open). Returns who signs in and what to open.
 */
export async function seedScoredCompany(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'pglite') });
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dataDir, JOBS: 'off' });
  const deps = createDeps(config, database, createLogger(config));
  try {
    const acme = await createCompany(deps, { company: 'Bundle Co' });
    const sales = await addDepartment(deps, acme, 'Sales');
    const head = await addPosition(deps, acme, sales.id, 'Head of sales');
    const seller = await addPosition(deps, acme, sales.id, 'Seller', head.id);
    const manager = await addEmployee(deps, acme, { firstName: 'Maria', lastName: 'Mammadova', departmentId: sales.id, positionId: head.id });
    const year = new Date().getUTCFullYear();
    const quarter = Math.floor(new Date().getUTCMonth() / 3);
    const end = new Date(Date.UTC(year, quarter * 3 + 3, 0)).toISOString().slice(0, 10);
    const period = await addPeriod(deps, acme, [`Q${quarter + 1}`], { start: `${year}-${String(quarter * 3 + 1).padStart(2, '0')}-01`, end });
    const round = period.rounds[0]!;
    const { rated } = await scoringSetup(deps, acme, {
      positions: [seller],
      grades: [
        { min: 0, max: 59, response: 'Below' },
        { min: 60, max: 79, response: 'Meets' },
        { min: 80, max: 100, response: 'Exceeds' },
      ],
    });
    const sellers = [];
    for (let i = 0; i < 8; i++) {
      const person = await addEmployee(deps, acme, {
        firstName: `Seller${i}`,
        lastName: 'Test',
        departmentId: sales.id,
        positionId: seller.id,
        reportToId: manager.id,
      });
      await rated(round, person, manager, [1 + (i % 5), 1 + ((i + 2) % 5), 40 + i * 8]);
      sellers.push(person);
    }
    const newcomer = await addEmployee(deps, acme, {
      firstName: 'Seller8',
      lastName: 'Test',
      departmentId: sales.id,
      positionId: seller.id,
      reportToId: manager.id,
    });
    const [open] = await createEvaluations(deps, acme, round.id, [{ evaluateeId: newcomer.id, evaluatorId: manager.id, party: 'manager', activated: true }]);
    await recomputeResults(deps.db, { projectId: acme.projectId });
    await deps.db.update(frequencies).set({ releasedAt: new Date() }).where(eq(frequencies.id, round.id));
    return {
      /** The super admin who registered the company. */
      admin: acme.owner.username,
      /** Maria, a user: the sellers' manager and evaluator. */
      user: manager.account.username,
      /** Maria's skill evaluation of the ninth seller, activated and empty. */
      openEvaluationId: open!.id,
      /** A scored seller and the period of their card, which Maria, their direct manager, may read. */
      card: { employeeId: sellers[0]!.id, periodId: period.id },
    };
  } finally {
    await database.close();
  }
}
