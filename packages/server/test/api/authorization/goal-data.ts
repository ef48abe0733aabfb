import { eq, sql } from 'drizzle-orm';
import { goals, periods } from '../../../src/db/schema.ts';
import { defineArea, editors, viewers } from './harness.ts';

const header = 'employee_number,period,round,name,category,weight,type,target,actual,direction,scale,deadline,success_criteria';

/** Goal import from Excel and goal data export. */
export const goalDataArea = defineArea<{ periodNumber: number }>({
  name: 'goal-data',
  tables: { goals },
  build: async (deps, scope) => {
    const [row] = await deps.db
      .select({ next: sql<number>`coalesce(max(${periods.number}), 0)::int + 1` })
      .from(periods)
      .where(eq(periods.projectId, scope.projectId));
    await deps.db.insert(periods).values({ ...scope, number: row!.next, name: `Period ${row!.next}`, startDate: '2026-01-01', endDate: '2026-12-31' });
    return { periodNumber: row!.next };
  },
  rows: [
    {
      method: 'GET',
      route: '/api/goals/import-goals-from-excel/',
      request: () => ({ url: '/api/goals/import-goals-from-excel/?format=csv' }),
      expect: editors(200),
    },
    {
      method: 'POST',
      route: '/api/goals/import-goals-from-excel/',
      request: (c) => ({
        url: '/api/goals/import-goals-from-excel/',
        file: {
          name: 'goals.csv',
          type: 'text/csv',
          bytes: Buffer.from(`${header}\r\n${c.targets.employee.number},${c.area.periodNumber},,Imported ${c.n},,0,numerical,10,,higher,,,\r\n`),
        },
      }),
      // An employee out of reach is an unknown number in the file: the whole file is refused (422).
      expect: editors(200, { scopedAdmin: 422, foreign: 422 }),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/goals/goal-data-export/',
      request: (c) => ({ url: `/api/goals/goal-data-export/?format=csv&employee=${c.targets.employee.id}` }),
      expect: viewers(200, { scopedAdmin: 404, foreign: 404 }),
      project: true,
    },
  ],
});
