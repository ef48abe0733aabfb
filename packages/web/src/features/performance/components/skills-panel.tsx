import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { PersonCell } from '../../../components/ui/person-cell.tsx';
import { SortHeader } from '../../../components/ui/sort-header.tsx';
import { stickyColumnSx } from '../../../components/ui/sticky-column.ts';
import { useSkillPanel } from '../api/get-skill-panel.ts';
import { panelQuery } from '../hooks/use-panel-params.ts';
import { ScoreCell, skillPerformancePath } from './format.tsx';
import { PanelFrame, PanelPager, PersonCard, PersonCards, type PanelTabProps } from './panel-cards.tsx';

/** The first column stays in view while the competencies scroll sideways. */
const sticky = stickyColumnSx;

/**
 * The Competencies tab (docs/product.md §7): a matrix of the panel page's employees × the competencies
 * they were evaluated on, each cell the competency's score (rule 6) tinted by its level, with skill
 * overall (rule 7); same filters, order and pages as the results.
 */
export function SkillsPanel({ params, round, period, onPage, onSort }: PanelTabProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const query = useSkillPanel(panelQuery(params, round));
  const data = query.data;
  const rows = data?.results ?? [];
  const skills = data?.skills ?? [];
  const scoreOf = (row: (typeof rows)[number], skill: number) => row.scores.find((s) => s.skill_id === skill)?.score ?? null;

  return (
    <PanelFrame query={query}>
      {phone ? (
        <PersonCards label={t('performance.tabs.skills')} testId="performance-skill-cards">
          {rows.map((row) => (
            <PersonCard
              key={row.employee.id}
              testId={`performance-skill-card-${row.employee.id}`}
              to={skillPerformancePath(row.employee.id, period)}
              name={row.employee.full_name}
              overallLabel={t('performance.columns.skill_overall')}
              overall={row.skill_overall}
              overallTestId={`performance-skill-overall-${row.employee.id}`}
            >
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 1.5, rowGap: 0.25, m: 0 }}>
                {skills
                  .filter((skill) => row.scores.some((s) => s.skill_id === skill.id))
                  .map((skill) => (
                    <Box key={skill.id} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        {skill.name}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                        <ScoreCell score={scoreOf(row, skill.id)} testId={`performance-skill-${row.employee.id}-${skill.id}`} />
                      </Typography>
                    </Box>
                  ))}
              </Box>
            </PersonCard>
          ))}
        </PersonCards>
      ) : (
        rows.length > 0 && (
          <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
            <Table size="small" data-testid="performance-skill-matrix" aria-label={t('performance.skills.matrix')}>
              <TableHead>
                <TableRow>
                  <SortHeader field="full_name" sort={params.sort} onSort={onSort} testId="performance-skill-sort-name" sx={{ ...sticky, minWidth: 200 }}>
                    {t('performance.columns.employee')}
                  </SortHeader>
                  <SortHeader
                    field="skill_overall"
                    sort={params.sort}
                    onSort={onSort}
                    testId="performance-skill-sort-overall"
                    align="right"
                    sx={{ minWidth: 100 }}
                  >
                    {t('performance.columns.skill_overall')}
                  </SortHeader>
                  {skills.map((skill) => (
                    <TableCell
                      key={skill.id}
                      align="right"
                      sx={{ minWidth: 96, maxWidth: 160, verticalAlign: 'bottom', overflowWrap: 'anywhere' }}
                      data-testid={`performance-skill-head-${skill.id}`}
                    >
                      {skill.name}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.employee.id} data-testid={`performance-skill-row-${row.employee.id}`}>
                    <TableCell component="th" scope="row" sx={sticky}>
                      <PersonCell
                        person={row.employee}
                        to={skillPerformancePath(row.employee.id, period)}
                        testId={`performance-skill-employee-${row.employee.id}`}
                      />
                    </TableCell>
                    <TableCell align="right">
                      <ScoreCell score={row.skill_overall} testId={`performance-skill-overall-${row.employee.id}`} />
                    </TableCell>
                    {skills.map((skill) => (
                      <TableCell key={skill.id} align="right">
                        {row.scores.some((s) => s.skill_id === skill.id) && (
                          <ScoreCell score={scoreOf(row, skill.id)} testId={`performance-skill-${row.employee.id}-${skill.id}`} />
                        )}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )
      )}
      <PanelPager count={data?.count ?? 0} params={params} onPage={onPage} testId="performance-skill-pagination" />
    </PanelFrame>
  );
}
