import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/raw.ts';
import type { AppDeps } from '../deps.ts';
import { deliverNotice, noticeRecipients, roundParams } from '../notifications/deliver.ts';

/**
 * One reminder run of a round (docs/product.md §5.5): every evaluator with evaluations still to do
 * (activated, not terminated, not completed) gets one notification and one email in their language.
 * A run is keyed by (round, key): "before:7", "after", or "manual:<uuid>". The key is written first,
 * under its unique index, in the same transaction as everything the run sends, so a second run of the
 * same key (the hourly check again, a restart, another process) sends nothing.
 */

export interface ReminderRunInput {
  companyId: number;
  projectId: number;
  frequencyId: number;
  trigger: 'schedule' | 'manual';
  key: string;
  /** Who asked (a manual run); null for the schedule. */
  accountId: number | null;
  /** Which evaluations count, besides the round's (aliases `e` and `ee`): the caller's reach for a manual run. */
  reach?: SQL;
}

export interface ReminderRun {
  id: number;
  recipients: number;
}

/** Evaluations still to do in the round, of evaluators who can act on a reminder (aliases e, ee, er, a). */
function pendingIn(input: ReminderRunInput): SQL {
  return sql`e.company_id = ${input.companyId} and e.project_id = ${input.projectId} and e.frequency_id = ${input.frequencyId}
    and e.activated_at is not null and e.terminated_at is null and e.completed_at is null
    and er.status = 'active' and a.is_active ${input.reach ? sql`and ${input.reach}` : sql``}`;
}

const PENDING_FROM = sql`evaluations e join employees ee on ee.id = e.evaluatee_id join employees er on er.id = e.evaluator_id join accounts a on a.id = er.account_id`;

/** Runs the reminder once; null when this (round, key) has run already. One transaction. */
export async function runReminder(deps: AppDeps, input: ReminderRunInput): Promise<ReminderRun | null> {
  return deps.db.transaction(async (tx) => {
    const [run] = await rowsOf<{ id: number }>(
      tx,
      sql`insert into reminder_runs (company_id, project_id, frequency_id, trigger, key, account_id)
        values (${input.companyId}, ${input.projectId}, ${input.frequencyId}, ${input.trigger}, ${input.key}, ${input.accountId})
        on conflict (frequency_id, key) do nothing returning id`,
    );
    if (!run) return null;
    const runId = run.id;
    const sends = await rowsOf<{ employee_id: number; pending: number }>(
      tx,
      sql`insert into reminder_sends (run_id, employee_id, project_id, pending)
        select ${runId}, e.evaluator_id, ${input.projectId}, count(*)::int from ${PENDING_FROM} where ${pendingIn(input)}
        group by e.evaluator_id
        returning employee_id, pending`,
    );
    await tx.execute(
      sql`insert into evaluation_events (company_id, project_id, evaluation_id, action, account_id)
        select e.company_id, e.project_id, e.id, 'reminded', ${input.accountId} from ${PENDING_FROM} where ${pendingIn(input)}`,
    );
    await tx.execute(sql`update reminder_runs set recipients = ${sends.length} where id = ${runId}`);
    const round = await roundParams(tx, input.frequencyId);
    if (round && sends.length) {
      const recipients = await noticeRecipients(
        tx,
        sends.map((s) => ({ employeeId: s.employee_id, count: s.pending })),
      );
      const after = input.key === 'after';
      await deliverNotice(
        deps,
        tx,
        { kind: 'reminder', email: after ? 'reminderAfter' : 'reminder', body: after ? 'emails.reminderAfterNotice' : 'emails.reminderNotice', params: round },
        recipients,
      );
    }
    return { id: runId, recipients: sends.length };
  });
}
