import type { Runner } from '../../db/raw.ts';
import type { AppDeps } from '../deps.ts';
import { deliverNotice, noticeRecipients, roundParams } from './deliver.ts';

/**
 * What the evaluation cycle tells people (docs/product.md §2.9, §5.4, §5.5). The activation calls this
 * inside its own transaction, so that a card is never active without its notice, nor noticed twice.
 */
export interface CardsActivated {
  companyId: number;
  projectId: number;
  frequencyId: number;
  /** The evaluators (employee ids) whose cards were activated just now, each with how many; each is noticed once. */
  evaluators: ReadonlyArray<{ employeeId: number; count: number }>;
}

/**
 * One in-app notification and one email (in the recipient's language) per evaluator: "N evaluations
 * of round R are waiting for you", linking to /evaluate. Returns the number of evaluators noticed.
 */
export async function noticeCardsActivated(deps: AppDeps, runner: Runner, input: CardsActivated): Promise<number> {
  if (input.evaluators.length === 0) return 0;
  const round = await roundParams(runner, input.frequencyId);
  if (!round) return 0;
  const recipients = (await noticeRecipients(runner, input.evaluators)).filter((r) => r.companyId === input.companyId && r.count > 0);
  await deliverNotice(deps, runner, { kind: 'cards_activated', email: 'cardActivated', body: 'emails.cardActivatedNotice', params: round }, recipients);
  return recipients.length;
}
