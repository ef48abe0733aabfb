import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { PerformanceCard } from '@performa/contracts/api/results';
import { useTranslation } from 'react-i18next';
import { normText, scoreText } from '../../../lib/numbers.ts';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { FRAME, Section } from './section.tsx';

/** The chart's height: room for each competency's bars (one per round and the norm). */
const heightFor = (skills: number, bars: number) => Math.max(220, 60 + skills * Math.max(28, bars * 12));

/**
 * The competencies' scores of each round the viewer may see against their norms (docs/product.md §4.1, §4.6):
 * a bar chart (horizontal bars, readable on a phone) and the same numbers as a table, with the gap to the norm.
 */
export function CompetencyChart({ card }: { card: PerformanceCard }) {
  const { t } = useTranslation();
  const theme = useTheme();
  // The rounds the viewer may see that have competency evaluations (as the card's PDF draws them).
  const rounds = card.rounds.filter((r) => r.round.visible && r.skill_total > 0).map((r) => r.round);
  const skills = card.skills;
  const scoreOf = (skill: (typeof skills)[number], round: number) => skill.rounds.find((r) => r.frequency_id === round) ?? null;
  const shown = rounds.length > 0 && skills.some((s) => s.rounds.some((r) => r.score !== null));
  return (
    <Section title={t('performanceCard.skills.title')} testId="card-skills">
      {!shown ? (
        <Typography color="text.secondary" data-testid="card-skills-none">
          {t('performanceCard.skills.none')}
        </Typography>
      ) : (
        <>
          <Box role="img" aria-label={t('performanceCard.skills.chart')} sx={{ width: '100%', minWidth: 0 }} data-testid="card-skills-chart">
            <BarChart
              layout="horizontal"
              // Printing resizes the chart: without animation the bars are where the axis says at once.
              skipAnimation
              height={heightFor(skills.length, rounds.length + 1)}
              yAxis={[{ scaleType: 'band', data: skills.map((s) => s.name), width: 120 }]}
              xAxis={[{ min: 0, max: 100 }]}
              series={[
                ...rounds.map((round) => ({
                  label: round.name,
                  data: skills.map((s) => scoreOf(s, round.id)?.score ?? null),
                  valueFormatter: (v: number | null) => scoreText(v),
                })),
                {
                  label: t('performanceCard.skills.norm'),
                  data: skills.map((s) => s.norm_score),
                  color: theme.palette.grey[500],
                  valueFormatter: (v: number | null) => scoreText(v),
                },
              ]}
              margin={{ left: 8, right: 16 }}
            />
          </Box>
          <ScrollTable label={t('performanceCard.skills.title')} minWidth={480} sx={FRAME}>
            <Table size="small" data-testid="card-skills-table">
              <TableHead>
                <TableRow>
                  <TableCell>{t('performanceCard.skills.competency')}</TableCell>
                  <TableCell align="right">{t('performanceCard.skills.norm')}</TableCell>
                  {rounds.map((round) => (
                    <TableCell key={round.id} align="right">
                      {round.name}
                    </TableCell>
                  ))}
                  {rounds.map((round) => (
                    <TableCell key={round.id} align="right">
                      {`${t('performanceCard.skills.gap')} (${round.name})`}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {skills.map((skill) => (
                  <TableRow key={skill.id} data-testid={`card-skill-${skill.id}`}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{skill.name}</TableCell>
                    <TableCell align="right">{normText(skill.norm, skill.norm_score)}</TableCell>
                    {rounds.map((round) => (
                      <TableCell key={round.id} align="right" data-testid={`card-skill-${skill.id}-${round.id}`}>
                        {scoreText(scoreOf(skill, round.id)?.score)}
                      </TableCell>
                    ))}
                    {rounds.map((round) => {
                      const gap = scoreOf(skill, round.id)?.gap ?? null;
                      return (
                        <TableCell
                          key={round.id}
                          align="right"
                          sx={{ color: gap === null ? undefined : gap < 0 ? 'error.dark' : 'success.dark' }}
                          data-testid={`card-skill-${skill.id}-${round.id}-gap`}
                        >
                          {gap !== null && gap > 0 ? `+${scoreText(gap)}` : scoreText(gap)}
                        </TableCell>
                      );
                    })}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollTable>
        </>
      )}
    </Section>
  );
}
