import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Period } from '@performa/contracts/api/setup';
import { useTranslation } from 'react-i18next';
import { ExpandableRow } from '../../../components/ui/expandable-row.tsx';
import { EditDeleteActions } from '../../../components/ui/row-actions.tsx';
import { RoundsPanel } from './rounds-panel.tsx';
import { StateChip } from './state-chip.tsx';

export interface PeriodsTableProps {
  periods: Period[];
  /** The period whose rounds are open (one at a time). */
  open: number | null;
  onToggle: (id: number) => void;
  onEdit: (period: Period) => void;
  onDelete: (period: Period) => void;
}

const wide = { display: { xs: 'none', md: 'table-cell' } } as const;
const notPhone = { display: { xs: 'none', sm: 'table-cell' } } as const;
const COLUMNS = 7;

/** The periods by number; a row opens its rounds below it. On narrow screens the dates and the state go under the name. */
export function PeriodsTable({ periods, open, onToggle, onEdit, onDelete }: PeriodsTableProps) {
  const { t } = useTranslation();
  return (
    <Table aria-label={t('periods.title')} sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox" />
          <TableCell>{t('periods.fields.numberShort')}</TableCell>
          <TableCell>{t('periods.fields.name')}</TableCell>
          <TableCell sx={wide}>{t('periods.fields.dates')}</TableCell>
          <TableCell sx={notPhone}>{t('periods.fields.state')}</TableCell>
          <TableCell sx={wide}>{t('periods.fields.rounds')}</TableCell>
          <TableCell align="right">{t('common.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {periods.map((period) => {
          const expanded = open === period.id;
          return (
            <ExpandableRow
              key={period.id}
              expanded={expanded}
              onToggle={() => onToggle(period.id)}
              toggleLabel={t('periods.rounds.toggle', { name: period.name })}
              toggleTestId={`period-toggle-${period.id}`}
              testId={`period-row-${period.id}`}
              detail={<RoundsPanel period={period} />}
              colSpan={COLUMNS}
              hover
            >
              <TableCell>{period.number}</TableCell>
              <TableCell>
                <Typography sx={{ fontWeight: 600 }}>{period.name}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ display: { md: 'none' } }}>
                  {period.start_date} – {period.end_date}
                </Typography>
                <Box sx={{ display: { sm: 'none' }, mt: 0.5 }}>
                  <StateChip state={period.state} />
                </Box>
              </TableCell>
              <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>
                {period.start_date} – {period.end_date}
              </TableCell>
              <TableCell sx={notPhone}>
                <StateChip state={period.state} testId={`period-state-${period.id}`} />
              </TableCell>
              <TableCell sx={wide} data-testid={`period-rounds-${period.id}`}>
                {period.frequency_count}
              </TableCell>
              <TableCell align="right">
                <EditDeleteActions
                  name={period.name}
                  onEdit={() => onEdit(period)}
                  onDelete={() => onDelete(period)}
                  editTestId={`period-${period.id}-edit`}
                  deleteTestId={`period-${period.id}-delete`}
                />
              </TableCell>
            </ExpandableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
