import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TiedGroup, TopTenRow } from '@performa/contracts/api/dashboards';
import { useTranslation } from 'react-i18next';
import { PersonCell } from '../../../components/ui/person-cell.tsx';
import { Rank, sharedRanks, TiedRow } from '../../../components/ui/rank.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { SectionPanel } from '../../../components/ui/section-panel.tsx';
import { scoreText } from '../../../lib/numbers.ts';

/**
 * The top 10 of the person's department in the newest released round, where the project shows it (docs/product.md
 * §7.9): rank (equal scores share one, marked "=" as in the admin's list), photo, name, position and score; the person's own row marked.
 */
export function DepartmentTopSection({ rows, tied, me }: { rows: readonly TopTenRow[]; tied: TiedGroup | null; me: number }) {
  const { t } = useTranslation();
  const shared = sharedRanks(rows);
  return (
    <SectionPanel title={t('userDashboard.departmentTop.title')} level="h2" testId="dashboard-department-top">
      <Typography variant="body2" color="text.secondary">
        {t('userDashboard.departmentTop.intro')}
      </Typography>
      {rows.length === 0 && tied === null ? (
        <Typography color="text.secondary" data-testid="dashboard-department-top-empty">
          {t('userDashboard.departmentTop.empty')}
        </Typography>
      ) : (
        <ScrollTable label={t('userDashboard.departmentTop.table')} minWidth={320} stickyFirst={false} testId="dashboard-department-top-table">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell align="right">{t('userDashboard.departmentTop.rank')}</TableCell>
                <TableCell>{t('userDashboard.departmentTop.person')}</TableCell>
                <TableCell align="right">{t('userDashboard.departmentTop.score')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => {
                const mine = row.employee.id === me;
                return (
                  <TableRow key={row.employee.id} selected={mine} data-testid={`dashboard-top-${row.employee.id}`}>
                    <TableCell align="right">
                      <Rank rank={row.rank} tied={shared.has(row.rank)} testId={`dashboard-top-${row.employee.id}-rank`} />
                    </TableCell>
                    <TableCell component="th" scope="row">
                      <PersonCell person={row.employee} testId={`dashboard-top-${row.employee.id}-name`} />
                      {mine && <Chip size="small" color="primary" label={t('userDashboard.departmentTop.you')} sx={{ mt: 0.5 }} />}
                    </TableCell>
                    <TableCell align="right" data-testid={`dashboard-top-${row.employee.id}-score`}>
                      {scoreText(row.score)}
                    </TableCell>
                  </TableRow>
                );
              })}
              {tied && <TiedRow tied={tied} columns={3} testId="dashboard-department-top-tied" />}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
    </SectionPanel>
  );
}
