import { boolean, doublePrecision, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { id, createdAt, num } from './columns.ts';
import { projectReference } from './keys.ts';
import { accounts } from './accounts.ts';
import { employees } from './organisation.ts';
import { periods, frequencies, skills } from './setup.ts';

// ─── Results and calibration (docs/product.md §4, §5.6–§5.9) ─────────────────────────────────────

/**
 * The scores of one evaluatee in one round (docs/product.md §4.5–§4.8), kept up to date by
 * services/engine/recompute.ts whenever something they depend on changes; a row exists for every
 * evaluatee with an active evaluation in the round. Scores are float8 in full precision (rounded
 * only to show); the after-calibration score and the 9-box placement are the admins' (§4.10).
 */
export const evaluationResults = pgTable(
  'evaluation_results',
  {
    frequencyId: integer('frequency_id').notNull(),
    employeeId: integer('employee_id').notNull(),
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    goalOverall: doublePrecision('goal_overall'),
    skillOverall: doublePrecision('skill_overall'),
    finalScore: doublePrecision('final_score'),
    /** The after-calibration score (§4.10); null: not calibrated. */
    calibratedScore: num('calibrated_score'),
    /** A 9-box placement set in calibration ("results/behaviour", each low|medium|high); null: from the scores. */
    calibratedBox: text('calibrated_box'),
    skillDone: integer('skill_done').notNull().default(0),
    skillTotal: integer('skill_total').notNull().default(0),
    goalDone: integer('goal_done').notNull().default(0),
    goalTotal: integer('goal_total').notNull().default(0),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.frequencyId, t.employeeId] }),
    index('evaluation_results_project_idx').on(t.projectId),
    index('evaluation_results_employee_idx').on(t.employeeId),
    projectReference('evaluation_results', t),
    foreignKey({
      name: 'evaluation_results_frequency_id_fk',
      columns: [t.frequencyId, t.projectId],
      foreignColumns: [frequencies.id, frequencies.projectId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'evaluation_results_employee_id_fk',
      columns: [t.employeeId, t.projectId],
      foreignColumns: [employees.id, employees.projectId],
    }).onDelete('cascade'),
  ],
);

/**
 * Each party's ratings of one competency of an evaluatee in a round, summed: the input of rule 6 that only answers
 * change (docs/product.md §4.6, ADR 24). Derived from the completed, non-terminated skill evaluations by the results
 * engine (services/engine/recompute.ts), refreshed with every recompute whose answers may have changed, so that a
 * recompute after a project-wide setting (weights, cap, template, lists) need not group every answer again.
 * s_*: the exact sum Σr (numeric) as float8; n_*: how many ratings (not-applicable answers left out).
 */
export const skillPartySums = pgTable(
  'skill_party_sums',
  {
    frequencyId: integer('frequency_id').notNull(),
    employeeId: integer('employee_id').notNull(),
    skillId: integer('skill_id').notNull(),
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    sManager: doublePrecision('s_manager'),
    nManager: integer('n_manager').notNull(),
    sCoworker: doublePrecision('s_coworker'),
    nCoworker: integer('n_coworker').notNull(),
    sSubworker: doublePrecision('s_subworker'),
    nSubworker: integer('n_subworker').notNull(),
    sSelf: doublePrecision('s_self'),
    nSelf: integer('n_self').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.frequencyId, t.employeeId, t.skillId] }),
    index('skill_party_sums_project_idx').on(t.projectId),
    index('skill_party_sums_employee_idx').on(t.employeeId),
    index('skill_party_sums_skill_idx').on(t.skillId),
    projectReference('skill_party_sums', t),
    foreignKey({
      name: 'skill_party_sums_frequency_id_fk',
      columns: [t.frequencyId, t.projectId],
      foreignColumns: [frequencies.id, frequencies.projectId],
    }).onDelete('cascade'),
    foreignKey({ name: 'skill_party_sums_employee_id_fk', columns: [t.employeeId, t.projectId], foreignColumns: [employees.id, employees.projectId] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'skill_party_sums_skill_id_fk', columns: [t.skillId, t.projectId], foreignColumns: [skills.id, skills.projectId] }).onDelete('cascade'),
  ],
);

/** The audit trail of calibration: every change of a person's after-calibration score or 9-box placement, and every close or reopen. */
export const calibrationChanges = pgTable(
  'calibration_changes',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    frequencyId: integer('frequency_id').notNull(),
    /** null: a change of the whole round (close, reopen). */
    employeeId: integer('employee_id'),
    /** score | box | release | reopen */
    action: text('action', { enum: ['score', 'box', 'release', 'reopen'] }).notNull(),
    /** Who; SET NULL ("account_id") in the migration, the name stays in actor_name. */
    accountId: integer('account_id'),
    actorName: text('actor_name').notNull(),
    /** The final score at the time of the change (the original, §4.10). */
    finalScore: doublePrecision('final_score'),
    beforeScore: num('before_score'),
    afterScore: num('after_score'),
    beforeBox: text('before_box'),
    afterBox: text('after_box'),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('calibration_changes_frequency_idx').on(t.frequencyId, t.employeeId),
    index('calibration_changes_project_idx').on(t.projectId),
    index('calibration_changes_employee_idx').on(t.employeeId),
    index('calibration_changes_account_idx').on(t.accountId),
    projectReference('calibration_changes', t),
    foreignKey({
      name: 'calibration_changes_frequency_id_fk',
      columns: [t.frequencyId, t.projectId],
      foreignColumns: [frequencies.id, frequencies.projectId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'calibration_changes_employee_id_fk',
      columns: [t.employeeId, t.projectId],
      foreignColumns: [employees.id, employees.projectId],
    }).onDelete('cascade'),
    foreignKey({ name: 'calibration_changes_account_id_fk', columns: [t.accountId, t.companyId], foreignColumns: [accounts.id, accounts.companyId] }).onDelete(
      'set null',
    ),
  ],
);

/** A review of a performance card: the employee's acknowledgement, or a comment of the employee, their manager or an admin. */
export const performanceCardReviews = pgTable(
  'performance_card_reviews',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    employeeId: integer('employee_id').notNull(),
    periodId: integer('period_id').notNull(),
    /** Who wrote it; SET NULL ("account_id") in the migration, the name stays in author_name. */
    accountId: integer('account_id'),
    authorName: text('author_name').notNull(),
    /** self | manager | admin: the author's relation to the card. */
    authorRole: text('author_role', { enum: ['self', 'manager', 'admin'] }).notNull(),
    acknowledged: boolean('acknowledged').notNull().default(false),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('performance_card_reviews_employee_idx').on(t.employeeId, t.periodId),
    index('performance_card_reviews_project_idx').on(t.projectId),
    index('performance_card_reviews_period_idx').on(t.periodId),
    index('performance_card_reviews_account_idx').on(t.accountId),
    projectReference('performance_card_reviews', t),
    foreignKey({
      name: 'performance_card_reviews_employee_id_fk',
      columns: [t.employeeId, t.projectId],
      foreignColumns: [employees.id, employees.projectId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'performance_card_reviews_period_id_fk',
      columns: [t.periodId, t.projectId],
      foreignColumns: [periods.id, periods.projectId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'performance_card_reviews_account_id_fk',
      columns: [t.accountId, t.companyId],
      foreignColumns: [accounts.id, accounts.companyId],
    }).onDelete('set null'),
  ],
);
