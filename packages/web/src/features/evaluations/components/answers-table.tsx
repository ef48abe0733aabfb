import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RatingChoice, SkillAnswer } from '@performa/contracts/api/evaluations';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { formatNumber } from './format.tsx';

/** A rating as the scale names it ("Meets expectations (4)"), or the number when the scale has no such value. */
export function ratingLabel(scale: readonly RatingChoice[], rating: number) {
  const choice = scale.find((c) => c.value === rating);
  return choice ? `${choice.response} (${formatNumber(rating)})` : formatNumber(rating);
}

/** One evaluator's answers per competency: the rating's label from the scale, "not applicable", the comment. */
export function AnswersTable({
  skills,
  answers,
  scale,
  testId,
}: {
  skills: ReadonlyArray<{ id: number; name: string }>;
  answers: readonly SkillAnswer[];
  scale: readonly RatingChoice[];
  testId: string;
}) {
  const { t } = useTranslation();
  const bySkill = new Map(answers.map((a) => [a.skill_id, a]));
  if (skills.length === 0)
    return (
      <Typography color="text.secondary" data-testid={testId}>
        {t('evaluations.answers.noSkills')}
      </Typography>
    );
  return (
    <ScrollTable label={t('evaluations.answers.title')} minWidth={480}>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            <TableCell>{t('evaluations.answers.competency')}</TableCell>
            <TableCell>{t('evaluations.answers.rating')}</TableCell>
            <TableCell>{t('evaluations.answers.comment')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {skills.map((skill) => {
            const answer = bySkill.get(skill.id);
            const rating = !answer
              ? t('evaluations.answers.none')
              : answer.not_applicable
                ? t('evaluations.answers.notApplicable')
                : answer.rating !== null
                  ? ratingLabel(scale, answer.rating)
                  : t('evaluations.answers.none');
            return (
              <TableRow key={skill.id} data-testid={`${testId}-skill-${skill.id}`}>
                <TableCell sx={{ width: '35%' }}>{skill.name}</TableCell>
                <TableCell sx={{ width: '25%' }}>
                  <Typography variant="body2" color={answer && (answer.rating !== null || answer.not_applicable) ? undefined : 'text.secondary'}>
                    {rating}
                  </Typography>
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{answer?.comment || '—'}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
