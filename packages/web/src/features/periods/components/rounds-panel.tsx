import Add from '@mui/icons-material/Add';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Frequency, Period } from '@performa/contracts/api/setup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirmDialog } from '../../../components/ui/delete-confirm-dialog.tsx';
import { useDeleteRound } from '../api/delete-round.ts';
import { useRounds } from '../api/get-rounds.ts';
import { GenerateRoundsDialog } from './generate-rounds-dialog.tsx';
import { RoundDialog } from './round-dialog.tsx';
import { StateChip } from './state-chip.tsx';
import { EditDeleteActions } from '../../../components/ui/row-actions.tsx';

type Dialog = { kind: 'edit'; round: Frequency | null } | { kind: 'delete'; round: Frequency } | { kind: 'generate' } | null;

/** The rounds of one period: listed by start date, added, changed, deleted, or generated for a cadence. */
export function RoundsPanel({ period }: { period: Period }) {
  const { t } = useTranslation();
  const rounds = useRounds(period.id);
  const remove = useDeleteRound();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  return (
    <Box sx={{ py: 1.5, px: { xs: 0, sm: 2 } }} data-testid={`rounds-${period.id}`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mr: 'auto' }}>
          {t('periods.rounds.title', { period: period.name })}
        </Typography>
        <Button size="small" startIcon={<AutoAwesome />} onClick={() => setDialog({ kind: 'generate' })} data-testid={`rounds-generate-${period.id}`}>
          {t('periods.generate.open')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<Add />}
          onClick={() => setDialog({ kind: 'edit', round: null })}
          data-testid={`rounds-add-${period.id}`}
        >
          {t('periods.rounds.add')}
        </Button>
      </Box>
      {rounds.isPending ? (
        <CircularProgress size={24} sx={{ m: 2 }} />
      ) : rounds.isError ? (
        <Alert severity="error">{t('periods.loadFailed')}</Alert>
      ) : rounds.data.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }} data-testid={`rounds-empty-${period.id}`}>
          {t('periods.rounds.empty')}
        </Typography>
      ) : (
        <Table size="small" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }} aria-label={t('periods.rounds.title', { period: period.name })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('periods.fields.name')}</TableCell>
              <TableCell>{t('periods.fields.dates')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('periods.fields.state')}</TableCell>
              <TableCell align="right">{t('common.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rounds.data.map((round) => (
              <TableRow key={round.id} data-testid={`round-row-${round.id}`}>
                <TableCell sx={{ fontWeight: 600 }}>{round.name}</TableCell>
                <TableCell sx={{ whiteSpace: { sm: 'nowrap' } }}>
                  {round.start_date} – {round.end_date}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  <StateChip state={round.state} />
                </TableCell>
                <TableCell align="right">
                  <EditDeleteActions
                    name={round.name}
                    onEdit={() => setDialog({ kind: 'edit', round })}
                    onDelete={() => setDialog({ kind: 'delete', round })}
                    editTestId={`round-${round.id}-edit`}
                    deleteTestId={`round-${round.id}-delete`}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {dialog?.kind === 'edit' && <RoundDialog period={period} round={dialog.round} onClose={close} />}
      {dialog?.kind === 'generate' && <GenerateRoundsDialog period={period} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <DeleteConfirmDialog
          description={t('periods.rounds.deleteWhat', { name: dialog.round.name })}
          onDelete={() => remove.mutateAsync(dialog.round.id)}
          busy={remove.isPending}
          onClose={close}
          errorTestId="delete-round-error"
        />
      )}
    </Box>
  );
}
