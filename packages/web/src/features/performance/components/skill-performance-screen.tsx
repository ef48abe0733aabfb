import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RESULT_PARTIES, type ResultParty, type RoundResult, type SkillPerformanceLine } from '@performa/contracts/api/results';
import { useTranslation } from 'react-i18next';
import { useEmployeeSkillPerformance } from '../api/get-employee-skill-performance.ts';
import { EmployeePage, RoundHeading, usePeriodParam } from './employee-page.tsx';
import { ScoreCell, useScoreFormat } from './format.tsx';
import { SkillChart } from './skill-chart.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';

/** The parties of a round: those with evaluators or a mean, in the order of RESULT_PARTIES. */
const partiesOf = (round: RoundResult, lines: readonly SkillPerformanceLine[]): ResultParty[] =>
  RESULT_PARTIES.filter(
    (party) =>
      round.parties.some((p) => p.party === party && (p.evaluators > 0 || p.mean !== null)) ||
      lines.some((line) => line.rounds.some((r) => r.frequency_id === round.round.id && r.parties.some((p) => p.party === party && p.mean !== null))),
  );

/** Numbers never wrap; cells are narrower on a phone (the table scrolls sideways when it must). */
const compact = { '& .MuiTableCell-alignRight': { whiteSpace: 'nowrap' }, '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } } as const;

/** A gap to the norm, signed, on the tint of its sign (below the norm red, at or above green). */
function Gap({ gap, testId }: { gap: number | null; testId: string }) {
  const { score } = useScoreFormat();
  const text = gap === null ? '—' : gap > 0 ? `+${score(gap)}` : score(gap);
  return (
    <Box
      component="span"
      data-testid={testId}
      sx={{
        display: 'inline-block',
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        fontVariantNumeric: 'tabular-nums',
        color: 'common.black',
        bgcolor: gap === null ? undefined : gap < 0 ? '#ffd9d9' : '#d3f5d3',
      }}
    >
      {text}
    </Box>
  );
}

/** A round's skill overall and its parties: evaluators, mean and the effective weight after re-weighting (§4.6). */
function RoundSummary({ round }: { round: RoundResult }) {
  const { t } = useTranslation();
  const { score, percent } = useScoreFormat();
  const id = round.round.id;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center' }}>
          <Typography variant="body2">{t('performance.columns.skill_overall')}</Typography>
          <ScoreCell score={round.skill_overall} testId={`skill-overall-${id}`} />
        </Box>
        <Typography variant="body2" color="text.secondary" data-testid={`skill-completeness-${id}`}>
          {t('performance.completeness.skill', { done: round.skill_done, total: round.skill_total })}
        </Typography>
      </Box>
      {round.parties.length > 0 && (
        <ScrollTable label={t('performance.skill.partiesOf', { round: round.round.name })} minWidth={360}>
          <Table size="small" data-testid={`skill-parties-${id}`} sx={{ maxWidth: 560, ...compact }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('performance.skill.party')}</TableCell>
                <TableCell align="right">{t('performance.skill.evaluators')}</TableCell>
                <TableCell align="right">{t('performance.skill.mean')}</TableCell>
                <TableCell align="right">{t('performance.skill.weight')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {round.parties.map((p) => (
                <TableRow key={p.party} data-testid={`skill-party-${id}-${p.party}`}>
                  <TableCell component="th" scope="row">
                    {t(`performance.parties.${p.party}`)}
                    {p.counted_as !== p.party && (
                      <Typography
                        component="span"
                        variant="caption"
                        color="text.secondary"
                        sx={{ display: 'block' }}
                        data-testid={`skill-party-${id}-${p.party}-counted`}
                      >
                        {p.counted_as === null
                          ? t('performance.skill.notCounted')
                          : t('performance.skill.countedIn', { group: t(`performance.parties.${p.counted_as}`) })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">{p.evaluators}</TableCell>
                  <TableCell align="right">{score(p.mean)}</TableCell>
                  <TableCell align="right">{p.weight === null ? t('performance.skill.droppedOut') : percent(p.weight)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
    </Box>
  );
}

/** Per competency of a round: the score per party, overall, the norm and the gap — the chart's values as a table. */
function CompetencyTable({ round, lines, parties }: { round: RoundResult; lines: readonly SkillPerformanceLine[]; parties: readonly ResultParty[] }) {
  const { t } = useTranslation();
  const { score, percent, norm } = useScoreFormat();
  const id = round.round.id;
  return (
    <ScrollTable label={t('performance.skill.tableOf', { round: round.round.name })} minWidth={560}>
      <Table size="small" data-testid={`skill-table-${id}`} sx={compact}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ minWidth: 160 }}>{t('performance.skill.competency')}</TableCell>
            <TableCell align="right">{t('performance.skill.weight')}</TableCell>
            <TableCell align="right">{t('performance.skill.norm')}</TableCell>
            {parties.map((party) => (
              <TableCell key={party} align="right">
                {t(`performance.parties.${party}`)}
              </TableCell>
            ))}
            <TableCell align="right">{t('performance.skill.score')}</TableCell>
            <TableCell align="right">{t('performance.skill.gap')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => {
            const result = line.rounds.find((r) => r.frequency_id === id);
            return (
              <TableRow key={line.id} data-testid={`skill-line-${id}-${line.id}`}>
                <TableCell component="th" scope="row">
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {line.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {[line.category?.name, t(`performance.skill.types.${line.skill_type}`)].filter(Boolean).join(' · ')}
                  </Typography>
                </TableCell>
                <TableCell align="right">{percent(line.weight)}</TableCell>
                <TableCell align="right" data-testid={`skill-norm-${id}-${line.id}`}>
                  {norm(line.norm, line.norm_score)}
                </TableCell>
                {parties.map((party) => (
                  <TableCell key={party} align="right" data-testid={`skill-party-score-${id}-${line.id}-${party}`}>
                    {score(result?.parties.find((p) => p.party === party)?.mean ?? null)}
                  </TableCell>
                ))}
                <TableCell align="right">
                  <ScoreCell score={result?.score ?? null} testId={`skill-score-${id}-${line.id}`} />
                </TableCell>
                <TableCell align="right">
                  <Gap gap={result?.gap ?? null} testId={`skill-gap-${id}-${line.id}`} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}

/**
 * /user-skill-performance/{id} (docs/product.md §7): one employee's competency results in a period
 * (?period=): per round the skill overall (rule 7) and its parties with their effective weights, and
 * per competency the score of each party and overall (rule 6), the norm and the gap, as a chart and a table.
 */
export function SkillPerformanceScreen({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation();
  const [periodParam, setPeriod] = usePeriodParam();
  const query = useEmployeeSkillPerformance(employeeId, periodParam);
  const data = query.data;
  return (
    <EmployeePage kind="skill" employeeId={employeeId} query={query} onPeriod={setPeriod}>
      {data?.period && data.rounds.length === 0 && (
        <Alert severity="info" data-testid="skill-no-rounds">
          {t('performance.noRounds')}
        </Alert>
      )}
      {data?.rounds.map((round) => {
        const parties = partiesOf(round, data.skills);
        const id = round.round.id;
        return (
          <Paper
            key={id}
            variant="outlined"
            component="section"
            sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}
            data-testid={`skill-round-${id}`}
          >
            <RoundHeading round={round.round} />
            {!round.round.visible ? (
              <Alert severity="info">{t('performance.hidden')}</Alert>
            ) : (
              <>
                <RoundSummary round={round} />
                {data.skills.length === 0 ? (
                  <Typography color="text.secondary">{t('performance.skill.none')}</Typography>
                ) : (
                  <>
                    <SkillChart
                      lines={data.skills.map((line) => {
                        const result = line.rounds.find((r) => r.frequency_id === id);
                        return {
                          id: line.id,
                          name: line.name,
                          norm: line.norm_score,
                          parties: Object.fromEntries(parties.map((party) => [party, result?.parties.find((p) => p.party === party)?.mean ?? null])),
                        };
                      })}
                      parties={parties}
                      caption={t('performance.skill.chartCaption', { round: round.round.name })}
                      testId={`skill-chart-${id}`}
                    />
                    <CompetencyTable round={round} lines={data.skills} parties={parties} />
                  </>
                )}
              </>
            )}
          </Paper>
        );
      })}
    </EmployeePage>
  );
}
