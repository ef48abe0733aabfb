import type { PersonalGoal, SubGoal } from '@performa/contracts/api/goals';
import { useTranslation } from 'react-i18next';
import { numberText } from '../../../lib/numbers.ts';

type Measured = Pick<SubGoal, 'is_numerical' | 'target' | 'is_positive'> & { actual?: number | null; scale_template?: PersonalGoal['scale_template'] };

/** "target / actual" of a numerical goal (target only for positional goals), with its direction; or the scale it is rated on. */
export function MeasureText({ goal, withActual = true }: { goal: Measured; withActual?: boolean }) {
  const { t } = useTranslation();
  if (!goal.is_numerical) return <>{goal.scale_template ? t('goals.table.scale', { name: goal.scale_template.name }) : '—'}</>;
  const target = goal.target === null ? '—' : numberText(goal.target);
  const actual = goal.actual === null || goal.actual === undefined ? '—' : numberText(goal.actual);
  return (
    <>
      {withActual ? `${target} / ${actual}` : target}
      {!goal.is_positive && <span style={{ display: 'block', fontSize: '0.8em', opacity: 0.75 }}>{t('goals.table.lowerIsBetter')}</span>}
    </>
  );
}

/** A score to two decimals, or a dash while there is none. */
export function ScoreText({ score }: { score: number | null }) {
  return <>{score === null ? '—' : numberText(score)}</>;
}
