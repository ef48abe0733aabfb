import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PerformanceCard } from '@performa/contracts/api/results';
import { useTranslation } from 'react-i18next';
import { fractionPercentText as percentText, scoreText } from '../../../lib/numbers.ts';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { FRAME, Section } from './section.tsx';

/**
 * Each party's mean, evaluators and the weight it got, per round (docs/product.md §4.7). In the employee's and
 * their manager's view small coworker and subworker parties are merged into "Others" (§5.9): said under the table.
 */
export function PartyMeans({ card }: { card: PerformanceCard }) {
  const { t } = useTranslation();
  // Rounds without an evaluator in any party (no evaluations of the person) have no table of zeros.
  const rounds = card.rounds.filter((r) => r.round.visible && r.parties.some((p) => p.evaluators > 0));
  const merged = rounds.some((r) => r.parties.some((p) => p.party === 'others' || p.counted_as !== p.party));
  return (
    <Section title={t('performanceCard.parties.title')} testId="card-parties">
      {rounds.length === 0 && (
        <Typography color="text.secondary" data-testid="card-parties-none">
          {t('performanceCard.parties.none')}
        </Typography>
      )}
      {rounds.map(({ round, parties }) => (
        <Box key={round.id} sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
          {card.rounds.length > 1 && (
            <Typography variant="subtitle2" component="h3">
              {round.name}
            </Typography>
          )}
          <ScrollTable label={t('performanceCard.parties.title')} minWidth={300} sx={FRAME}>
            <Table size="small" data-testid={`card-parties-${round.id}`}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('performanceCard.parties.party')}</TableCell>
                  <TableCell align="right">{t('performanceCard.parties.evaluators')}</TableCell>
                  <TableCell align="right">{t('performanceCard.parties.mean')}</TableCell>
                  <TableCell align="right">{t('performanceCard.parties.weight')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {parties.map((p) => (
                  <TableRow key={p.party} data-testid={`card-party-${round.id}-${p.party}`}>
                    <TableCell>
                      {t(`performanceCard.parties.names.${p.party}`)}
                      {p.counted_as !== p.party && (
                        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                          {p.counted_as === null
                            ? t('performanceCard.parties.notCounted')
                            : t('performanceCard.parties.countedIn', { group: t(`performanceCard.parties.names.${p.counted_as}`) })}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right">{p.evaluators}</TableCell>
                    <TableCell align="right">{scoreText(p.mean)}</TableCell>
                    <TableCell align="right">{percentText(p.weight)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollTable>
        </Box>
      ))}
      {merged && (
        <Alert severity="info" data-testid="card-parties-others">
          {t('performanceCard.parties.othersHint')}
        </Alert>
      )}
    </Section>
  );
}

/**
 * The evaluators' memos and their answers' comments (with the competency) per round; coworkers' and subworkers' without
 * names, under the group they count in, in the employee's and manager's view (docs/product.md §5.9).
 */
export function Memos({ card }: { card: PerformanceCard }) {
  const { t } = useTranslation();
  const rounds = card.rounds.map((r) => r.round).filter((round) => card.memos.some((m) => m.frequency_id === round.id));
  return (
    <Section title={t('performanceCard.memos.title')} testId="card-memos">
      {rounds.length === 0 && <Typography color="text.secondary">{t('performanceCard.memos.none')}</Typography>}
      {rounds.map((round) => (
        <Box key={round.id} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          {card.rounds.length > 1 && (
            <Typography variant="subtitle2" component="h3">
              {round.name}
            </Typography>
          )}
          {card.memos
            .filter((m) => m.frequency_id === round.id)
            .map((memo, index) => (
              <Box
                key={`${memo.party}-${index}`}
                component="figure"
                sx={{ m: 0, pl: 1.5, borderLeft: 3, borderColor: 'divider', breakInside: 'avoid' }}
                data-testid={`card-memo-${round.id}-${index}`}
              >
                <Typography component="blockquote" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {memo.memo}
                </Typography>
                <Typography component="figcaption" variant="caption" color="text.secondary">
                  {[
                    t(`performanceCard.parties.names.${memo.party}`),
                    memo.evaluator ?? t('performanceCard.memos.anonymous'),
                    ...(memo.skill ? [memo.skill.name] : []),
                  ].join(' · ')}
                </Typography>
              </Box>
            ))}
        </Box>
      ))}
    </Section>
  );
}
