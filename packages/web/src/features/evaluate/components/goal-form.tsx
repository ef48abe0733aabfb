import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EvaluationDetails, FormGoal } from '@performa/contracts/api/evaluations';
import { isLanguage } from '@performa/contracts/i18n/languages';
import { parseDecimal } from '@performa/contracts/validation';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveGoalForm, type GoalFormSave } from '../api/save-goal-form.ts';
import { formatDay } from '../../../lib/dates.ts';
import { formatNumber, scoreText } from '../../../lib/numbers.ts';
import { EvaluationHeader, FormActions, MemoField } from './form-frame.tsx';
import { goalKey, goalScore, lineScore, overallScore, subKey, type ScoredLine } from './goal-scores.ts';
import { useDraft } from './use-draft.ts';

type SubGoal = FormGoal['sub_goals'][number];

export interface GoalValues {
  /** The typed actual or the chosen rating of each line, by goalKey / subKey ('' when none). */
  lines: Record<string, string>;
  memo: string;
}

/** The lines that take a value: a goal with sub goals takes them on its sub goals, any other goal on itself. */
function linesOf(goals: readonly FormGoal[]) {
  return goals.flatMap((goal) =>
    goal.sub_goals.length
      ? goal.sub_goals.map((sub) => ({ key: subKey(sub.id), id: sub.id, sub: true, line: sub }))
      : [{ key: goalKey(goal.id), id: goal.id, sub: false, line: goal }],
  );
}

const valueText = (line: SubGoal) => {
  const value = line.is_numerical ? line.actual : line.rating;
  return value === null ? '' : String(value);
};

export function goalValuesOf(details: EvaluationDetails): GoalValues {
  return { lines: Object.fromEntries(linesOf(details.goals).map(({ key, line }) => [key, valueText(line)])), memo: details.memo };
}

/** A line's value as a number: null when empty, NaN when it is no number. */
export const lineValue = (text: string | undefined) => parseDecimal(text ?? '');

/** The body that saves only the changed lines (a value still being typed that is no number is not sent) and the memo. */
export function goalChangesFor(goals: readonly FormGoal[]) {
  const lines = linesOf(goals);
  return (saved: GoalValues, current: GoalValues): GoalFormSave | null => {
    const body = { goals: [] as NonNullable<GoalFormSave['goals']>, sub_goals: [] as NonNullable<GoalFormSave['sub_goals']> };
    for (const { key, id, sub, line } of lines) {
      const text = current.lines[key] ?? '';
      if (text.trim() === (saved.lines[key] ?? '').trim()) continue;
      const value = lineValue(text);
      if (Number.isNaN(value)) continue;
      const field = line.is_numerical ? { actual: value } : { rating: value };
      if (sub) body.sub_goals.push({ sub_goal_id: id, ...field });
      else body.goals.push({ goal_id: id, ...field });
    }
    const memoChanged = current.memo !== saved.memo;
    if (!body.goals.length && !body.sub_goals.length && !memoChanged) return null;
    return { ...body, ...(memoChanged ? { memo: current.memo } : {}) };
  };
}

/** Why a line cannot be submitted as it is: no value, or a value that is no number. */
export type LineProblem = 'validation.actualRequired' | 'validation.goalRatingRequired' | 'evaluate.form.invalidNumber';

/**
 * The lines submitting still needs, by field key (the server's own check, made before asking): every line
 * needs its actual or rating; a value typed wrong would not be sent, so it needs attention too.
 */
export function goalProblemsFor(goals: readonly FormGoal[]) {
  const lines = linesOf(goals);
  return (current: GoalValues): Record<string, LineProblem> => {
    const problems: Record<string, LineProblem> = {};
    for (const { key, line } of lines) {
      const value = lineValue(current.lines[key]);
      if (value === null) problems[key] = line.is_numerical ? 'validation.actualRequired' : 'validation.goalRatingRequired';
      else if (Number.isNaN(value)) problems[key] = 'evaluate.form.invalidNumber';
    }
    return problems;
  };
}

const differ = (a: GoalValues, b: GoalValues) =>
  a.memo !== b.memo || Object.keys(b.lines).some((key) => (a.lines[key] ?? '').trim() !== (b.lines[key] ?? '').trim());

function useNumbers() {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : undefined;
  return { score: (value: number) => scoreText(value, language), plain: (value: number) => formatNumber(value, { max: 2 }, language) };
}

/**
 * /evaluate/goal/{id} (docs/product.md §5.5): every goal and sub goal of the evaluatee in the round; numerical
 * ones take the actual (target and direction shown), scale ones a rating; each score and goal overall G are
 * computed as the evaluator types, by the shared scoring core (§4.2–§4.5). A shared goal's actual counts for
 * everyone who shares it (§3.9). Submitting needs every line's value (the missing ones are marked and nothing
 * is asked) and then asks first.
 */
export function GoalForm({ details }: { details: EvaluationDetails }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const { mutateAsync } = useSaveGoalForm();
  const id = details.evaluation.id;
  const save = useCallback((body: GoalFormSave) => mutateAsync({ id, body }), [mutateAsync, id]);
  // The goals do not change while the form is open: the changes are computed against this structure.
  const [changes] = useState(() => goalChangesFor(details.goals));
  const [problems] = useState(() => goalProblemsFor(details.goals));
  const missing = useCallback(
    (current: GoalValues) => Object.fromEntries(Object.entries(problems(current)).map(([key, problem]) => [key, t(problem)])),
    [problems, t],
  );
  const editable = details.editable && details.goals.length > 0;
  const draft = useDraft({ initial: goalValuesOf(details), editable, changes, differ, save, container, missing });
  const { values, change, errors } = draft;
  const numbers = useNumbers();
  const valueOf = (key: string) => lineValue(values.lines[key]);
  const overall = overallScore(details.goals, valueOf, details.cap);

  const setLine = (key: string, text: string) => change((current) => ({ ...current, lines: { ...current.lines, [key]: text } }), [key]);

  return (
    <Box ref={container} data-testid="goal-form">
      <EvaluationHeader details={details} title={t('evaluate.kind.goal')} />
      {details.goals.length === 0 ? (
        <Alert severity="info" data-testid="goal-form-empty">
          {t('errors.noPersonalGoal')}
        </Alert>
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: 2, mb: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            <Box sx={{ flex: '1 1 200px' }}>
              <Typography variant="h6" component="h2">
                {t('evaluate.goal.overall')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('evaluate.goal.overallHint')}
              </Typography>
            </Box>
            <Typography variant="h4" component="output" aria-live="polite" data-testid="goal-overall">
              {overall === null ? t('evaluate.goal.noScore') : numbers.score(overall)}
            </Typography>
          </Paper>
          <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
            {t('evaluate.goal.goals')}
          </Typography>
          {details.goals.map((goal) => (
            <GoalItem
              key={goal.id}
              goal={goal}
              score={goalScore(goal, valueOf, details.cap)}
              values={values.lines}
              errors={errors}
              onChange={setLine}
              cap={details.cap}
              readOnly={!editable}
            />
          ))}
          <MemoField value={values.memo} onChange={(memo) => change((current) => ({ ...current, memo }), ['memo'])} readOnly={!editable} error={errors.memo} />
          {editable && (
            <FormActions status={draft.status} failure={draft.failure} onSaveDraft={draft.saveDraft} onCheck={draft.check} onSubmit={draft.submit} />
          )}
        </>
      )}
    </Box>
  );
}

interface GoalItemProps {
  goal: FormGoal;
  score: number | null;
  values: Record<string, string>;
  errors: Record<string, string>;
  onChange: (key: string, text: string) => void;
  cap: number;
  readOnly: boolean;
}

function GoalItem({ goal, score, values, errors, onChange, cap, readOnly }: GoalItemProps) {
  const { t, i18n } = useTranslation();
  const numbers = useNumbers();
  const nameId = useId();
  const invalid = Boolean(errors[goalKey(goal.id)] || goal.sub_goals.some((sub) => errors[subKey(sub.id)]));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={nameId}
      sx={{ p: 2, mb: 2, borderColor: invalid ? 'error.main' : undefined }}
      data-testid={`goal-${goal.id}`}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="h3" id={nameId} sx={{ overflowWrap: 'anywhere', mr: 'auto' }}>
          {goal.name}
        </Typography>
        {goal.category && <Chip size="small" variant="outlined" label={goal.category.name} />}
        <Chip size="small" variant="outlined" label={t('evaluate.goal.weight', { weight: numbers.plain(goal.weight) })} />
        <Chip size="small" variant="outlined" label={goal.every_round ? t('evaluate.goal.everyRound') : t('evaluate.goal.thisRound')} />
        {goal.deadline && <Chip size="small" variant="outlined" label={t('evaluate.goal.deadline', { date: formatDay(goal.deadline, i18n.language) })} />}
      </Box>
      {goal.success_criteria && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
          {t('evaluate.goal.successCriteria', { text: goal.success_criteria })}
        </Typography>
      )}
      {goal.shared_with.length > 0 && (
        <Alert severity="info" sx={{ mt: 1 }} data-testid={`goal-shared-${goal.id}`}>
          {t('evaluate.goal.shared', { names: goal.shared_with.map((person) => person.name).join(', ') })}
        </Alert>
      )}
      {goal.sub_goals.length > 0 ? (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
            {t('evaluate.goal.subGoals')}
          </Typography>
          {goal.sub_goals.map((sub) => (
            <Box key={sub.id} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5, mt: 1.5 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{sub.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('evaluate.goal.weight', { weight: numbers.plain(sub.weight) })}
                </Typography>
              </Box>
              <LineInput
                line={sub}
                name={sub.name}
                fieldKey={subKey(sub.id)}
                text={values[subKey(sub.id)] ?? ''}
                error={errors[subKey(sub.id)]}
                onChange={onChange}
                cap={cap}
                readOnly={readOnly}
              />
            </Box>
          ))}
          <ScoreLine score={score} testId={`score-goal-${goal.id}`} />
        </Box>
      ) : (
        <LineInput
          line={goal}
          name={goal.name}
          fieldKey={goalKey(goal.id)}
          text={values[goalKey(goal.id)] ?? ''}
          error={errors[goalKey(goal.id)]}
          onChange={onChange}
          cap={cap}
          readOnly={readOnly}
        />
      )}
    </Paper>
  );
}

function ScoreLine({ score, testId }: { score: number | null; testId: string }) {
  const { t } = useTranslation();
  const numbers = useNumbers();
  return (
    <Typography sx={{ mt: 1 }}>
      {t('evaluate.goal.score')}:{' '}
      <Box component="output" sx={{ fontWeight: 700 }} data-testid={testId}>
        {score === null ? t('evaluate.goal.noScore') : numbers.score(score)}
      </Box>
    </Typography>
  );
}

interface LineInputProps {
  line: ScoredLine & { id: number };
  name: string;
  fieldKey: string;
  text: string;
  error?: string;
  onChange: (key: string, text: string) => void;
  cap: number;
  readOnly: boolean;
}

/** One line's value: the actual of a numerical line (with target and direction) or the rating of a scale line, and its score. */
function LineInput({ line, name, fieldKey, text, error, onChange, cap, readOnly }: LineInputProps) {
  const { t } = useTranslation();
  const numbers = useNumbers();
  const errorId = useId();
  const value = lineValue(text);
  const typedWrong = Number.isNaN(value);
  const message = error ?? (typedWrong ? t('evaluate.form.invalidNumber') : undefined);
  const score = lineScore(line, value, cap);
  return (
    <Box data-invalid={message ? 'true' : undefined} data-testid={`line-${fieldKey}`} sx={{ mt: 1 }}>
      {line.is_numerical ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
          <TextField
            label={t('evaluate.goal.actual')}
            value={text}
            onChange={(event) => onChange(fieldKey, event.target.value)}
            size="small"
            error={Boolean(message)}
            helperText={
              message ??
              `${t('evaluate.goal.target', { target: line.target === null ? '—' : numbers.plain(line.target) })} · ${line.is_positive ? t('evaluate.goal.higher') : t('evaluate.goal.lower')}`
            }
            sx={{ flex: '0 1 260px' }}
            slotProps={{
              htmlInput: {
                inputMode: 'decimal',
                maxLength: 30,
                readOnly,
                'aria-label': t('evaluate.goal.actualOf', { name }),
                'data-testid': `actual-${fieldKey}`,
              },
            }}
          />
        </Box>
      ) : (
        <>
          <RadioGroup
            row
            value={text}
            onChange={(event) => onChange(fieldKey, event.target.value)}
            aria-label={t('evaluate.goal.ratingOf', { name })}
            aria-describedby={message ? errorId : undefined}
            data-testid={`rating-${fieldKey}`}
          >
            {line.scale.map((choice) => (
              <FormControlLabel
                key={choice.value}
                value={String(choice.value)}
                disabled={readOnly}
                control={<Radio slotProps={{ input: { 'data-testid': `rating-${fieldKey}-${choice.value}` } as object }} />}
                label={t('evaluate.skill.choice', { response: choice.response, value: choice.value })}
              />
            ))}
          </RadioGroup>
          {message && (
            <FormHelperText error id={errorId} sx={{ mx: 0 }}>
              {message}
            </FormHelperText>
          )}
        </>
      )}
      <ScoreLine score={score} testId={`score-${fieldKey}`} />
    </Box>
  );
}
