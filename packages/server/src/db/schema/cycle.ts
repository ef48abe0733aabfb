import { boolean, date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt, num } from './columns.ts';
import { projectReference, projectKey } from './keys.ts';
import { accounts } from './accounts.ts';
import { employees } from './organisation.ts';
import { frequencies, skills } from './setup.ts';

// ─── The evaluation cycle (docs/product.md §5) ───────────────────────────────────────────────────

export const EVALUATION_PARTIES = ['manager', 'subworker', 'coworker', 'self'] as const;
export const EVALUATION_KINDS = ['skill', 'goal'] as const;

/**
 * One evaluator evaluating one evaluatee in one round, for competencies (skill, any party) or goals
 * (goal, the manager). Created inactive: the card shows to its evaluator once activated_at is set.
 * Terminated ones are kept but drop out of lists and scores. Completed ones are locked until an admin
 * reopens them (docs/product.md §5.1).
 */
export const evaluations = pgTable(
  'evaluations',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    frequencyId: integer('frequency_id').notNull(),
    evaluateeId: integer('evaluatee_id').notNull(),
    evaluatorId: integer('evaluator_id').notNull(),
    party: text('party', { enum: EVALUATION_PARTIES }).notNull(),
    kind: text('kind', { enum: EVALUATION_KINDS }).notNull(),
    memo: text('memo').notNull().default(''),
    /** The day of the last save or the submission, inside the round's dates. */
    evaluationDate: date('evaluation_date'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    terminatedAt: timestamp('terminated_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the evaluator last saved (a draft or the submission); null: nothing entered yet. */
    savedAt: timestamp('saved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('evaluations_unique_key').on(t.frequencyId, t.evaluateeId, t.evaluatorId, t.kind),
    index('evaluations_project_frequency_idx').on(t.projectId, t.frequencyId),
    index('evaluations_evaluator_idx').on(t.evaluatorId),
    index('evaluations_evaluatee_idx').on(t.evaluateeId, t.frequencyId),
    projectKey('evaluations', t),
    projectReference('evaluations', t),
    foreignKey({
      name: 'evaluations_frequency_id_fk',
      columns: [t.frequencyId, t.projectId],
      foreignColumns: [frequencies.id, frequencies.projectId],
    }).onDelete('cascade'),
    foreignKey({ name: 'evaluations_evaluatee_id_fk', columns: [t.evaluateeId, t.projectId], foreignColumns: [employees.id, employees.projectId] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'evaluations_evaluator_id_fk', columns: [t.evaluatorId, t.projectId], foreignColumns: [employees.id, employees.projectId] }).onDelete(
      'cascade',
    ),
  ],
);

/** A skill evaluation's answer about one competency: a rating of the project's rating template, or "not applicable". */
export const skillAnswers = pgTable(
  'skill_answers',
  {
    evaluationId: integer('evaluation_id').notNull(),
    skillId: integer('skill_id').notNull(),
    /** The project of the evaluation and the skill (ADR 14). */
    projectId: integer('project_id').notNull(),
    /** A value of the rating template (the max of the chosen range); null with not_applicable or while undecided. */
    rating: num('rating'),
    notApplicable: boolean('not_applicable').notNull().default(false),
    comment: text('comment').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.evaluationId, t.skillId] }),
    index('skill_answers_skill_idx').on(t.skillId),
    foreignKey({
      name: 'skill_answers_evaluation_id_fk',
      columns: [t.evaluationId, t.projectId],
      foreignColumns: [evaluations.id, evaluations.projectId],
    }).onDelete('cascade'),
    foreignKey({ name: 'skill_answers_skill_id_fk', columns: [t.skillId, t.projectId], foreignColumns: [skills.id, skills.projectId] }).onDelete('cascade'),
  ],
);

/** A survey question of the project's evaluation forms, with its answer options (docs/product.md §5.10). */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    question: text('question').notNull(),
    options: text('options').array().notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('survey_questions_project_idx').on(t.projectId), projectKey('survey_questions', t), projectReference('survey_questions', t)],
);

/** An evaluator's answer to a survey question: one of its options. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    evaluationId: integer('evaluation_id').notNull(),
    questionId: integer('question_id').notNull(),
    projectId: integer('project_id').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.evaluationId, t.questionId] }),
    index('survey_answers_question_idx').on(t.questionId),
    foreignKey({
      name: 'survey_answers_evaluation_id_fk',
      columns: [t.evaluationId, t.projectId],
      foreignColumns: [evaluations.id, evaluations.projectId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'survey_answers_question_id_fk',
      columns: [t.questionId, t.projectId],
      foreignColumns: [surveyQuestions.id, surveyQuestions.projectId],
    }).onDelete('cascade'),
  ],
);

export const EVALUATION_EVENTS = ['created', 'activated', 'submitted', 'reopened', 'terminated', 'reactivated', 'reminded'] as const;

/** The history of an evaluation: what happened, when, and who did it (null: the system). */
export const evaluationEvents = pgTable(
  'evaluation_events',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    evaluationId: integer('evaluation_id').notNull(),
    action: text('action', { enum: EVALUATION_EVENTS }).notNull(),
    /** SET NULL ("account_id") in the migration (see the note in db/schema.ts). */
    accountId: integer('account_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('evaluation_events_evaluation_idx').on(t.evaluationId),
    index('evaluation_events_project_idx').on(t.projectId),
    index('evaluation_events_account_idx').on(t.accountId),
    projectReference('evaluation_events', t),
    foreignKey({
      name: 'evaluation_events_evaluation_id_fk',
      columns: [t.evaluationId, t.projectId],
      foreignColumns: [evaluations.id, evaluations.projectId],
    }).onDelete('cascade'),
    foreignKey({ name: 'evaluation_events_account_id_fk', columns: [t.accountId, t.companyId], foreignColumns: [accounts.id, accounts.companyId] }).onDelete(
      'set null',
    ),
  ],
);

export const REMINDER_TRIGGERS = ['schedule', 'manual'] as const;

/** One reminder run of a round: on a scheduled day (key "before:7", "after") or by an admin's click (docs/product.md §5.5). */
export const reminderRuns = pgTable(
  'reminder_runs',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    frequencyId: integer('frequency_id').notNull(),
    trigger: text('trigger', { enum: REMINDER_TRIGGERS }).notNull(),
    /** "before:N" (N days before the end), "after" (the day after), or "manual:<uuid>". */
    key: text('key').notNull(),
    /** Who clicked (manual runs); SET NULL ("account_id") in the migration. */
    accountId: integer('account_id'),
    recipients: integer('recipients').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reminder_runs_frequency_key').on(t.frequencyId, t.key),
    index('reminder_runs_project_idx').on(t.projectId),
    index('reminder_runs_account_idx').on(t.accountId),
    projectKey('reminder_runs', t),
    projectReference('reminder_runs', t),
    foreignKey({
      name: 'reminder_runs_frequency_id_fk',
      columns: [t.frequencyId, t.projectId],
      foreignColumns: [frequencies.id, frequencies.projectId],
    }).onDelete('cascade'),
    foreignKey({ name: 'reminder_runs_account_id_fk', columns: [t.accountId, t.companyId], foreignColumns: [accounts.id, accounts.companyId] }).onDelete(
      'set null',
    ),
  ],
);

/** Who a reminder run reached: one row per evaluator, so that a run never reminds anyone twice. */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    runId: integer('run_id').notNull(),
    employeeId: integer('employee_id').notNull(),
    projectId: integer('project_id').notNull(),
    /** Evaluations still to do when the reminder was written. */
    pending: integer('pending').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.employeeId] }),
    index('reminder_sends_employee_idx').on(t.employeeId),
    foreignKey({ name: 'reminder_sends_run_id_fk', columns: [t.runId, t.projectId], foreignColumns: [reminderRuns.id, reminderRuns.projectId] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'reminder_sends_employee_id_fk', columns: [t.employeeId, t.projectId], foreignColumns: [employees.id, employees.projectId] }).onDelete(
      'cascade',
    ),
  ],
);
