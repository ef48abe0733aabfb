import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EvaluationDetails, RatingChoice } from '@performa/contracts/api/evaluations';
import { useCallback, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveSkillForm, type SkillFormSave } from '../api/save-skill-form.ts';
import { EvaluationHeader, FormActions, MemoField } from './form-frame.tsx';
import { useDraft } from './use-draft.ts';

type Skill = EvaluationDetails['skills'][number];
type Question = EvaluationDetails['survey'][number];

interface AnswerValue {
  rating: number | null;
  not_applicable: boolean;
  comment: string;
}

export interface SkillValues {
  answers: Record<number, AnswerValue>;
  survey: Record<number, string>;
  memo: string;
}

const NOT_APPLICABLE = 'na';
const EMPTY: AnswerValue = { rating: null, not_applicable: false, comment: '' };

/** The form's values from the server's answer: each competency's answer (or none), each survey answer, the memo. */
export function skillValuesOf(details: EvaluationDetails): SkillValues {
  return {
    answers: Object.fromEntries(
      details.skills.map((skill) => [
        skill.id,
        skill.answer ? { rating: skill.answer.rating, not_applicable: skill.answer.not_applicable, comment: skill.answer.comment } : EMPTY,
      ]),
    ),
    survey: Object.fromEntries(details.survey.map((question) => [question.id, question.answer ?? ''])),
    memo: details.memo,
  };
}

const sameAnswer = (a: AnswerValue | undefined, b: AnswerValue | undefined) =>
  (a?.rating ?? null) === (b?.rating ?? null) && (a?.not_applicable ?? false) === (b?.not_applicable ?? false) && (a?.comment ?? '') === (b?.comment ?? '');

/** Only what changed since the last save: the changed answers and survey answers, and the memo if it changed. */
export function skillChanges(saved: SkillValues, current: SkillValues): SkillFormSave | null {
  const answers = Object.entries(current.answers)
    .filter(([id, answer]) => !sameAnswer(answer, saved.answers[Number(id)]))
    .map(([id, answer]) => ({ skill_id: Number(id), rating: answer.rating, not_applicable: answer.not_applicable, comment: answer.comment }));
  const survey = Object.entries(current.survey)
    .filter(([id, answer]) => answer !== (saved.survey[Number(id)] ?? ''))
    .map(([id, answer]) => ({ question_id: Number(id), answer }));
  const memoChanged = current.memo !== saved.memo;
  if (!answers.length && !survey.length && !memoChanged) return null;
  return { answers, survey, ...(memoChanged ? { memo: current.memo } : {}) };
}

const differ = (a: SkillValues, b: SkillValues) => skillChanges(a, b) !== null;

/** Rated means a rating or "not applicable" (what submitting needs of every competency). */
const isRated = (answer: AnswerValue | undefined) => answer !== undefined && (answer.rating !== null || answer.not_applicable);

/** The field keys of the competencies submitting still needs rated (the server's own check, made before asking). */
export const unratedSkills = (skills: readonly Skill[], values: SkillValues) =>
  skills.filter((skill) => !isRated(values.answers[skill.id])).map((skill) => `answers.${skill.id}`);

/**
 * /evaluate/skill/{id} (docs/product.md §5.5): every competency of the evaluatee with its description, the
 * rating template's choices and "Not applicable", an optional comment; the survey; the memo. Drafts save
 * by themselves; submitting needs every competency rated (the unrated ones are marked and nothing is
 * asked) and then asks first; read-only once locked.
 */
export function SkillForm({ details }: { details: EvaluationDetails }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const { mutateAsync } = useSaveSkillForm();
  const id = details.evaluation.id;
  const save = useCallback((body: SkillFormSave) => mutateAsync({ id, body }), [mutateAsync, id]);
  const editable = details.editable;
  const { skills } = details;
  const missing = useCallback(
    (current: SkillValues) => Object.fromEntries(unratedSkills(skills, current).map((key) => [key, t('validation.ratingRequired')])),
    [skills, t],
  );
  const draft = useDraft({ initial: skillValuesOf(details), editable, changes: skillChanges, differ, save, container, missing });
  const { values, change, errors } = draft;
  const rated = details.skills.filter((skill) => isRated(values.answers[skill.id])).length;

  const setAnswer = (skillId: number, update: Partial<AnswerValue>) =>
    change(
      (current) => ({ ...current, answers: { ...current.answers, [skillId]: { ...(current.answers[skillId] ?? EMPTY), ...update } } }),
      [`answers.${skillId}`],
    );

  return (
    <Box ref={container} data-testid="skill-form">
      <EvaluationHeader details={details} title={t('evaluate.kind.skill')} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="h5" component="h2">
          {t('evaluate.skill.competencies')}
        </Typography>
        <Typography variant="body2" data-testid="skill-progress">
          {t('evaluate.skill.progress', { rated, total: details.skills.length })}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={details.skills.length ? (rated / details.skills.length) * 100 : 0}
        aria-label={t('evaluate.skill.progress', { rated, total: details.skills.length })}
        sx={{ mb: 2, height: 6, borderRadius: 3 }}
      />
      {details.skills.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="skill-form-empty">
          {t('evaluate.skill.empty')}
        </Typography>
      )}
      {details.skills.map((skill) => (
        <CompetencyItem
          key={skill.id}
          skill={skill}
          scale={details.scale}
          answer={values.answers[skill.id] ?? EMPTY}
          onChange={(update) => setAnswer(skill.id, update)}
          readOnly={!editable}
          error={errors[`answers.${skill.id}`]}
        />
      ))}
      {details.survey.length > 0 && (
        <Box component="section" aria-labelledby="survey-heading" sx={{ mt: 4 }}>
          <Typography variant="h5" component="h2" id="survey-heading">
            {t('evaluate.skill.survey')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('evaluate.skill.surveyIntro')}
          </Typography>
          {details.survey.map((question) => (
            <SurveyItem
              key={question.id}
              question={question}
              answer={values.survey[question.id] ?? ''}
              onChange={(answer) => change((current) => ({ ...current, survey: { ...current.survey, [question.id]: answer } }), [`survey.${question.id}`])}
              readOnly={!editable}
              error={errors[`survey.${question.id}`]}
            />
          ))}
        </Box>
      )}
      <MemoField value={values.memo} onChange={(memo) => change((current) => ({ ...current, memo }), ['memo'])} readOnly={!editable} error={errors.memo} />
      {editable && <FormActions status={draft.status} failure={draft.failure} onSaveDraft={draft.saveDraft} onCheck={draft.check} onSubmit={draft.submit} />}
    </Box>
  );
}

function CompetencyItem({
  skill,
  scale,
  answer,
  onChange,
  readOnly,
  error,
}: {
  skill: Skill;
  scale: readonly RatingChoice[];
  answer: AnswerValue;
  onChange: (update: Partial<AnswerValue>) => void;
  readOnly: boolean;
  error?: string;
}) {
  const { t } = useTranslation();
  const nameId = useId();
  const errorId = useId();
  const value = answer.not_applicable ? NOT_APPLICABLE : answer.rating === null ? '' : String(answer.rating);
  const choose = (chosen: string) =>
    onChange(chosen === NOT_APPLICABLE ? { rating: null, not_applicable: true } : { rating: Number(chosen), not_applicable: false });
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={nameId}
      data-testid={`competency-${skill.id}`}
      data-invalid={error ? 'true' : undefined}
      sx={{ p: 2, mb: 2, borderColor: error ? 'error.main' : undefined }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="h3" id={nameId} sx={{ overflowWrap: 'anywhere', mr: 'auto' }}>
          {skill.name}
        </Typography>
        {skill.category && <Chip size="small" variant="outlined" label={skill.category.name} />}
        <Chip size="small" variant="outlined" label={t(`evaluate.skill.type.${skill.skill_type}`)} />
        {skill.is_periodic && <Chip size="small" variant="outlined" label={t('evaluate.skill.periodic')} />}
      </Box>
      {skill.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
          {skill.description}
        </Typography>
      )}
      <RadioGroup
        row
        value={value}
        onChange={(event) => choose(event.target.value)}
        aria-label={t('evaluate.skill.rating', { name: skill.name })}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        data-testid={`competency-rating-${skill.id}`}
        sx={{ mt: 1 }}
      >
        {scale.map((choice) => (
          <FormControlLabel
            key={choice.value}
            value={String(choice.value)}
            disabled={readOnly}
            control={<Radio slotProps={{ input: { 'data-testid': `rating-${skill.id}-${choice.value}` } as object }} />}
            label={t('evaluate.skill.choice', { response: choice.response, value: choice.value })}
          />
        ))}
        <FormControlLabel
          value={NOT_APPLICABLE}
          disabled={readOnly}
          control={<Radio slotProps={{ input: { 'data-testid': `rating-${skill.id}-na` } as object }} />}
          label={t('evaluate.skill.notApplicable')}
        />
      </RadioGroup>
      {error && (
        <FormHelperText error id={errorId} data-testid={`competency-error-${skill.id}`} sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
      <TextField
        label={t('evaluate.skill.comment')}
        value={answer.comment}
        onChange={(event) => onChange({ comment: event.target.value })}
        multiline
        minRows={1}
        fullWidth
        size="small"
        sx={{ mt: 1.5 }}
        slotProps={{ htmlInput: { maxLength: 2000, readOnly, 'data-testid': `comment-${skill.id}` } }}
      />
    </Paper>
  );
}

function SurveyItem({
  question,
  answer,
  onChange,
  readOnly,
  error,
}: {
  question: Question;
  answer: string;
  onChange: (answer: string) => void;
  readOnly: boolean;
  error?: string;
}) {
  const { t } = useTranslation();
  const questionId = useId();
  const errorId = useId();
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid={`survey-${question.id}`} data-invalid={error ? 'true' : undefined}>
      <Typography id={questionId} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {question.question}
      </Typography>
      <RadioGroup
        value={answer}
        onChange={(event) => onChange(event.target.value)}
        aria-labelledby={questionId}
        aria-describedby={error ? errorId : undefined}
        data-testid={`survey-options-${question.id}`}
      >
        {question.options.map((option, index) => (
          <FormControlLabel
            key={option}
            value={option}
            disabled={readOnly}
            control={<Radio slotProps={{ input: { 'data-testid': `survey-${question.id}-${index}` } as object }} />}
            label={option}
          />
        ))}
      </RadioGroup>
      {error && (
        <FormHelperText error id={errorId} sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
      {!readOnly && answer !== '' && (
        <Button size="small" onClick={() => onChange('')} data-testid={`survey-clear-${question.id}`}>
          {t('evaluate.skill.clearAnswer')}
        </Button>
      )}
    </Paper>
  );
}
