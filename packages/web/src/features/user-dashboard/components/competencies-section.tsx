import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MyDashboard } from '@performa/contracts/api/dashboards';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { SectionPanel } from '../../../components/ui/section-panel.tsx';
import { scoreText, signedText } from '../../../lib/numbers.ts';

type Line = NonNullable<MyDashboard['competencies']>['lines'][number];

const clamp = (value: number) => Math.max(0, Math.min(value, 100));

/**
 * A score as a bar on 0–100 with the norm as a mark across it: a picture of the numbers beside it, hidden
 * from screen readers (they read the cells).
 */
function ScoreBar({ score, norm }: { score: number | null; norm: number | null }) {
  return (
    <Box aria-hidden sx={{ position: 'relative', height: 10, minWidth: 96, borderRadius: 5, bgcolor: 'action.selected' }}>
      {score !== null && (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            width: `${clamp(score)}%`,
            borderRadius: 5,
            bgcolor: norm !== null && score < norm ? 'warning.main' : 'primary.main',
          }}
        />
      )}
      {norm !== null && <Box sx={{ position: 'absolute', top: -3, bottom: -3, left: `calc(${clamp(norm)}% - 1px)`, width: 2, bgcolor: 'text.primary' }} />}
    </Box>
  );
}

function LineRow({ line }: { line: Line }) {
  const gap = line.score !== null && line.norm_score !== null ? line.score - line.norm_score : null;
  return (
    <TableRow data-testid={`dashboard-competency-${line.id}`}>
      <TableCell component="th" scope="row">
        {line.name}
      </TableCell>
      <TableCell align="right" data-testid={`dashboard-competency-${line.id}-score`}>
        {scoreText(line.score)}
      </TableCell>
      <TableCell align="right">{scoreText(line.norm_score)}</TableCell>
      <TableCell align="right" sx={{ color: gap === null ? undefined : gap < 0 ? 'error.dark' : 'success.dark' }}>
        {signedText(gap)}
      </TableCell>
      <TableCell sx={{ width: '30%' }}>
        <ScoreBar score={line.score} norm={line.norm_score} />
      </TableCell>
    </TableRow>
  );
}

/**
 * The person's competencies in the newest round they may see, against their norms (docs/product.md §7.9): a
 * table whose last column draws each score as a bar with the norm marked on it. Nothing until a round is
 * released (or shown before calibration, §5.6).
 */
export function CompetenciesSection({ competencies }: { competencies: MyDashboard['competencies'] }) {
  const { t } = useTranslation();
  return (
    <SectionPanel title={t('userDashboard.competencies.title')} level="h2" testId="dashboard-competencies">
      {competencies === null ? (
        <Typography color="text.secondary" data-testid="dashboard-competencies-none">
          {t('userDashboard.competencies.none')}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" data-testid="dashboard-competencies-round">
            {`${competencies.round.period.name} · ${competencies.round.name}`}
          </Typography>
          <ScrollTable label={t('userDashboard.competencies.table')} minWidth={520} testId="dashboard-competencies-table">
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('userDashboard.competencies.competency')}</TableCell>
                  <TableCell align="right">{t('userDashboard.competencies.score')}</TableCell>
                  <TableCell align="right">{t('userDashboard.competencies.norm')}</TableCell>
                  <TableCell align="right">{t('userDashboard.competencies.gap')}</TableCell>
                  <TableCell>{t('userDashboard.competencies.bar')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {competencies.lines.map((line) => (
                  <LineRow key={line.id} line={line} />
                ))}
              </TableBody>
            </Table>
          </ScrollTable>
        </>
      )}
    </SectionPanel>
  );
}
