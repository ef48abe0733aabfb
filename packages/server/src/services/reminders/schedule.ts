import { sql } from 'drizzle-orm';
import { intArray, rowsOf } from '../../db/raw.ts';
import { PROJECT_SETTINGS_DEFAULTS as DEFAULTS } from '../../db/schema.ts';
import { todayOf, type AppDeps } from '../deps.ts';
import { runReminder } from './run.ts';

/**
 * The scheduled reminder check (docs/product.md §5.5), run by the job queue every hour and once at
 * start, and by the tests with a clock they control. Today is the services' clock (deps.clock), UTC. A
 * round is due when it ends in one of its project's reminder days ("before:N"), or ended yesterday and
 * the project reminds after the end ("after"), and some evaluation of it is still to do. Each due
 * (round, key) runs once: a check that finds it done sends nothing.
 */
export async function runScheduledReminders(deps: AppDeps): Promise<Array<{ frequencyId: number; key: string; recipients: number }>> {
  const today = todayOf(deps.clock);
  // A project that never saved its settings has the defaults (7 and 1 days before, once after).
  const due = await rowsOf<{ id: number; company_id: number; project_id: number; days_left: number }>(
    deps.db,
    sql`select f.id, f.company_id, f.project_id, f.end_date - ${today}::date as days_left
      from frequencies f left join project_settings ps on ps.project_id = f.project_id
      where (f.end_date - ${today}::date = any(coalesce(ps.reminder_days, ${intArray(DEFAULTS.reminderDays)}))
          or (coalesce(ps.remind_after_end, ${DEFAULTS.remindAfterEnd}) and f.end_date = ${today}::date - 1))
        and exists (select 1 from evaluations e where e.frequency_id = f.id
          and e.activated_at is not null and e.terminated_at is null and e.completed_at is null)
        and not exists (select 1 from reminder_runs r where r.frequency_id = f.id
          and r.key = case when f.end_date < ${today}::date then 'after' else 'before:' || (f.end_date - ${today}::date) end)
      order by f.id`,
  );
  const runs: Array<{ frequencyId: number; key: string; recipients: number }> = [];
  for (const round of due) {
    const daysLeft = round.days_left;
    const key = daysLeft < 0 ? 'after' : `before:${daysLeft}`;
    const run = await runReminder(deps, {
      companyId: round.company_id,
      projectId: round.project_id,
      frequencyId: round.id,
      trigger: 'schedule',
      key,
      accountId: null,
    });
    if (run) runs.push({ frequencyId: round.id, key, recipients: run.recipients });
  }
  return runs;
}
