import AddIcon from '@mui/icons-material/Add';
import CancelIcon from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EVALUATION_PARTIES, type EvaluationParty, type ProposalRow } from '@performa/contracts/api/evaluations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecordPickers } from '../../../components/record-pickers.tsx';

/** What the admin is doing to a row: adding an evaluator, or swapping one for another. */
interface Editing {
  party: EvaluationParty;
  /** The evaluator being replaced (a swap), or null (an add). */
  replacing: { id: number; full_name: string } | null;
}

export interface ProposalRowViewProps {
  row: ProposalRow;
  kinds: readonly ('skill' | 'goal')[];
  onRemove: (party: EvaluationParty, evaluator: number) => void;
  onAdd: (party: EvaluationParty, evaluator: number) => void;
  onSwap: (party: EvaluationParty, from: number, to: number) => void;
}

/**
 * One evaluatee of a bulk preview: the proposed evaluators per party as chips (an existing evaluation is
 * marked and skipped, an added one is highlighted); the admin removes a chip, clicks it to swap the
 * evaluator, or adds one. Then the goal evaluation's evaluator, or why there is none.
 */
export function ProposalRowView({ row, kinds, onRemove, onAdd, onSwap }: ProposalRowViewProps) {
  const { t } = useTranslation();
  const { Employee } = useRecordPickers();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const id = row.evaluatee.id;

  const apply = () => {
    if (!editing || chosen === null) return;
    if (editing.replacing) onSwap(editing.party, editing.replacing.id, chosen);
    else onAdd(editing.party, chosen);
    setEditing(null);
    setChosen(null);
  };

  return (
    <Box component="li" data-testid={`bulk-row-${id}`} sx={{ py: 1.5, px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1, mb: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{row.evaluatee.full_name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {[row.evaluatee.position?.name, row.evaluatee.department?.name].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      {kinds.includes('skill') && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(4, minmax(0, 1fr))' }, gap: 1 }}>
          {EVALUATION_PARTIES.map((party) => (
            <Box key={party} sx={{ minWidth: 0 }} data-testid={`bulk-party-${id}-${party}`}>
              <Typography variant="caption" color="text.secondary" component="div">
                {t(`weights.parties.${party}`)}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.25 }}>
                {row.parties[party].length === 0 && (
                  <Typography variant="body2" color="text.secondary">
                    —
                  </Typography>
                )}
                {row.parties[party].map((e) => (
                  <Chip
                    key={e.id}
                    size="small"
                    variant={e.added ? 'filled' : 'outlined'}
                    color={e.exists ? 'default' : 'primary'}
                    label={e.exists ? t('evaluations.bulk.exists', { name: e.full_name }) : e.full_name}
                    title={t('evaluations.bulk.swapHint')}
                    onClick={() => {
                      setEditing({ party, replacing: e });
                      setChosen(null);
                    }}
                    onDelete={() => onRemove(party, e.id)}
                    deleteIcon={
                      <CancelIcon aria-label={t('evaluations.bulk.remove', { name: e.full_name })} data-testid={`bulk-remove-${id}-${party}-${e.id}`} />
                    }
                    data-testid={`bulk-chip-${id}-${party}-${e.id}`}
                    sx={{ maxWidth: '100%' }}
                  />
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {kinds.includes('goal') && (
        <Typography variant="body2" sx={{ mt: 1 }} color={row.goal.problem ? 'warning.dark' : undefined} data-testid={`bulk-goal-${id}`}>
          {t('evaluations.bulk.goalEvaluation')}:{' '}
          {row.goal.evaluator
            ? row.goal.evaluator.exists
              ? t('evaluations.bulk.exists', { name: row.goal.evaluator.full_name })
              : row.goal.evaluator.full_name
            : (row.goal.message ?? '—')}
        </Typography>
      )}
      {kinds.includes('skill') &&
        (editing ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mt: 1.5 }} data-testid={`bulk-edit-${id}`}>
            <TextField
              select
              size="small"
              label={t('evaluations.create.party')}
              value={editing.party}
              disabled={editing.replacing !== null}
              onChange={(event) => setEditing({ party: event.target.value as EvaluationParty, replacing: null })}
              sx={{ minWidth: 150 }}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': `bulk-edit-party-${id}` } as object } }}
            >
              {EVALUATION_PARTIES.map((p) => (
                <MenuItem key={p} value={p} data-testid={`bulk-edit-party-${id}-option-${p}`}>
                  {t(`weights.parties.${p}`)}
                </MenuItem>
              ))}
            </TextField>
            <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
              <Employee
                size="small"
                label={editing.replacing ? t('evaluations.bulk.swapFor', { name: editing.replacing.full_name }) : t('evaluations.create.evaluator')}
                value={chosen}
                onChange={setChosen}
                testId={`bulk-edit-evaluator-${id}`}
              />
            </Box>
            <Button variant="contained" size="small" disabled={chosen === null} onClick={apply} sx={{ height: 40 }} data-testid={`bulk-edit-apply-${id}`}>
              {editing.replacing ? t('evaluations.bulk.swap') : t('common.add')}
            </Button>
            <Button size="small" onClick={() => setEditing(null)} sx={{ height: 40 }}>
              {t('common.cancel')}
            </Button>
          </Box>
        ) : (
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ party: 'coworker', replacing: null })}
            sx={{ mt: 1 }}
            data-testid={`bulk-add-${id}`}
          >
            {t('evaluations.bulk.addEvaluator')}
          </Button>
        ))}
    </Box>
  );
}
