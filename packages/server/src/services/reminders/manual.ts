import { randomUUID } from 'node:crypto';
import type { reminderRunSchema } from '@performa/contracts/api/evaluations';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf } from '../../db/raw.ts';
import type { ServiceContext } from '../context.ts';
import { adminReach } from '../evaluations/rows.ts';
import { getFrequency, referenced, requireProject } from '../scope.ts';
import { runReminder } from './run.ts';

type ReminderRunView = z.infer<typeof reminderRunSchema>;

interface RunRecord {
  id: number;
  trigger: 'schedule' | 'manual';
  key: string;
  first_name: string | null;
  last_name: string | null;
  recipients: number;
  created_at: string;
}

const RUN_SELECT = sql`select r.id, r.trigger, r.key, a.first_name, a.last_name, r.recipients, r.created_at
  from reminder_runs r left join accounts a on a.id = r.account_id`;

/** A run as the log shows it: a manual run's key is "manual" (its uuid only keeps it unique). */
const toView = (r: RunRecord): ReminderRunView => ({
  id: r.id,
  trigger: r.trigger,
  key: r.key.startsWith('manual:') ? 'manual' : r.key,
  by: r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ''}`.trim(),
  recipients: r.recipients,
  created_at: new Date(r.created_at).toISOString(),
});

/**
 * "Remind everyone pending" (docs/product.md §5.5): every evaluator with an activated, uncompleted
 * evaluation of the round about someone in the admin's reach, at once, in their language.
 */
export async function remindPending(ctx: ServiceContext, body: { frequency_id: number }): Promise<ReminderRunView> {
  const round = await referenced('frequency_id', getFrequency(ctx, body.frequency_id));
  const run = await runReminder(ctx.deps, {
    companyId: ctx.actor.companyId,
    projectId: round.projectId,
    frequencyId: round.id,
    trigger: 'manual',
    key: `manual:${randomUUID()}`,
    accountId: ctx.actor.accountId,
    reach: await adminReach(ctx),
  });
  const [row] = await rowsOf<RunRecord>(ctx.deps.db, sql`${RUN_SELECT} where r.id = ${run!.id}`);
  return toView(row!);
}

/** The reminders of a round, scheduled and manual, newest first. */
export async function reminderLog(ctx: ServiceContext, query: { frequency_id: number }): Promise<{ results: ReminderRunView[] }> {
  const round = await getFrequency(ctx, query.frequency_id);
  const rows = await rowsOf<RunRecord>(
    ctx.deps.db,
    sql`${RUN_SELECT} where r.company_id = ${ctx.actor.companyId} and r.project_id = ${requireProject(ctx)} and r.frequency_id = ${round.id}
      order by r.id desc`,
  );
  return { results: rows.map(toView) };
}
