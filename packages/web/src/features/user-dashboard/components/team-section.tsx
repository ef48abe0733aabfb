import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MyDashboard } from '@performa/contracts/api/dashboards';
import { useTranslation } from 'react-i18next';
import { PersonCell } from '../../../components/ui/person-cell.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { SectionPanel } from '../../../components/ui/section-panel.tsx';
import { scoreText } from '../../../lib/numbers.ts';

type Member = MyDashboard['team'][number];

function MemberRow({ member }: { member: Member }) {
  const { t } = useTranslation();
  const { employee } = member;
  const card = member.card_period_id === null ? undefined : `/performance-card/${employee.id}/${member.card_period_id}`;
  return (
    <TableRow data-testid={`dashboard-team-${employee.id}`}>
      <TableCell component="th" scope="row">
        <PersonCell person={employee} to={card} testId={`dashboard-team-${employee.id}-name`} />
      </TableCell>
      <TableCell data-testid={`dashboard-team-${employee.id}-evaluator`}>
        {t('userDashboard.team.asEvaluatorValue', { toDo: member.to_do, done: member.done })}
      </TableCell>
      <TableCell data-testid={`dashboard-team-${employee.id}-evaluated`}>
        {t('userDashboard.team.evaluatedValue', { done: member.evaluated.done, total: member.evaluated.total })}
      </TableCell>
      <TableCell align="right" data-testid={`dashboard-team-${employee.id}-score`}>
        {member.score === null ? (
          <Typography variant="body2" component="span" color="text.secondary">
            {t('userDashboard.team.notReleased')}
          </Typography>
        ) : (
          scoreText(member.score)
        )}
      </TableCell>
      <TableCell data-testid={`dashboard-team-${employee.id}-grade`}>{member.score === null ? '—' : (member.grade ?? '—')}</TableCell>
    </TableRow>
  );
}

/**
 * A manager's direct reports in the current round (docs/product.md §7.9): what each still has to evaluate and
 * has done as evaluator, how far their own evaluations are, and their score and grade once the manager may see
 * them (§5.6), each linking to their performance card when there is one to open.
 */
export function TeamSection({ team }: { team: MyDashboard['team'] }) {
  const { t } = useTranslation();
  return (
    <SectionPanel title={t('userDashboard.team.title')} level="h2" testId="dashboard-team">
      <Typography variant="body2" color="text.secondary">
        {t('userDashboard.team.intro')}
      </Typography>
      <ScrollTable label={t('userDashboard.team.table')} minWidth={640} testId="dashboard-team-table">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('userDashboard.team.person')}</TableCell>
              <TableCell>{t('userDashboard.team.asEvaluator')}</TableCell>
              <TableCell>{t('userDashboard.team.evaluated')}</TableCell>
              <TableCell align="right">{t('userDashboard.team.score')}</TableCell>
              <TableCell>{t('userDashboard.team.grade')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {team.map((member) => (
              <MemberRow key={member.employee.id} member={member} />
            ))}
          </TableBody>
        </Table>
      </ScrollTable>
    </SectionPanel>
  );
}
