import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EVALUATION_PARTIES } from '@performa/contracts/api/evaluations';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DetailPage } from './detail-page.tsx';
import { initials } from '../../../lib/initials.ts';
import { useEvaluateeRound } from '../api/get-evaluatee-round.ts';
import { AnswersTable } from './answers-table.tsx';
import { detailsPath } from './evaluations-grid.tsx';
import { dayOf, StatusChip } from './format.tsx';

/**
 * /user-evaluations/{employee_id}/{frequency_id} (docs/product.md §7.6): who evaluates the person in
 * which party in the round, the status of each, and each evaluator's answers and memo.
 */
export function EvaluateeRoundScreen({ employeeId, roundId }: { employeeId: number; roundId: number }) {
  const { t } = useTranslation();
  const query = useEvaluateeRound(employeeId, roundId);
  const data = query.data;
  return (
    <DetailPage
      title={t('evaluations.evaluatee.title')}
      query={query}
      links={
        <>
          <Button component={RouterLink} to={`/goal-evaluation/${employeeId}/${roundId}`} data-testid="evaluatee-goal-link">
            {t('evaluations.actions.goalEvaluation')}
          </Button>
        </>
      }
    >
      {data && (
        <>
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', gap: 1.5, alignItems: 'center' }} data-testid="evaluatee-header">
            <Avatar src={data.evaluatee.image ?? undefined} alt="" sx={{ width: 48, height: 48, bgcolor: 'secondary.main' }}>
              {initials(data.evaluatee.full_name)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {data.evaluatee.full_name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[
                  data.evaluatee.position?.name,
                  data.evaluatee.department?.name,
                  `${data.round.period.name} · ${data.round.name} (${data.round.start_date} – ${data.round.end_date})`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
          </Paper>
          {data.evaluations.length === 0 && (
            <Alert severity="info" data-testid="evaluatee-none">
              {t('evaluations.evaluatee.none')}
            </Alert>
          )}
          {EVALUATION_PARTIES.map((party) => {
            const rows = data.evaluations.filter((e) => e.party === party);
            if (rows.length === 0) return null;
            return (
              <Box key={party} data-testid={`evaluatee-party-${party}`}>
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  {t(`weights.parties.${party}`)} ({rows.length})
                </Typography>
                {rows.map((e) => (
                  <Accordion key={e.id} disableGutters variant="outlined" data-testid={`evaluatee-evaluation-${e.id}`}>
                    <AccordionSummary expandIcon={<ExpandMoreIcon />} data-testid={`evaluatee-expand-${e.id}`}>
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, columnGap: 2, minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{e.evaluator.full_name}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {t(`evaluations.kinds.${e.kind}`)}
                        </Typography>
                        <StatusChip evaluation={e} testId={`evaluatee-status-${e.id}`} />
                        {e.completed_at && (
                          <Typography variant="body2" color="text.secondary">
                            {t('evaluations.evaluatee.completedOn', { date: dayOf(e.completed_at) })}
                          </Typography>
                        )}
                      </Box>
                    </AccordionSummary>
                    <AccordionDetails sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
                      {e.kind === 'skill' ? (
                        <AnswersTable skills={data.skills} answers={e.answers} scale={data.scale} testId={`evaluatee-answers-${e.id}`} />
                      ) : (
                        <Typography variant="body2">{t('evaluations.evaluatee.goalHint')}</Typography>
                      )}
                      <Box>
                        <Typography variant="subtitle2" component="h3">
                          {t('evaluations.details.memo')}
                        </Typography>
                        <Typography
                          variant="body2"
                          color={e.memo ? undefined : 'text.secondary'}
                          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                          data-testid={`evaluatee-memo-${e.id}`}
                        >
                          {e.memo || t('evaluations.details.noMemo')}
                        </Typography>
                      </Box>
                      <Link component={RouterLink} to={detailsPath(e.id)} data-testid={`evaluatee-details-${e.id}`}>
                        {t('evaluations.actions.details')}
                      </Link>
                    </AccordionDetails>
                  </Accordion>
                ))}
              </Box>
            );
          })}
        </>
      )}
    </DetailPage>
  );
}
