import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { CARD_ACTIONS } from '@performa/contracts/api/evaluations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.ts';
import { useChangeCards } from '../api/change-cards.ts';

type CardAction = (typeof CARD_ACTIONS)[number];

/**
 * Activate, terminate or reactivate the selected evaluations, or every evaluation of the round in the
 * admin's scope (asked first). Activating notifies each evaluator once (docs/product.md §5.4, §2.9).
 */
export function CardActions({ round, selected, onDone }: { round: number; selected: ReadonlySet<number>; onDone: () => void }) {
  const { t } = useTranslation();
  const change = useChangeCards();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [asking, setAsking] = useState<CardAction | null>(null);

  const run = (action: CardAction, all: boolean) =>
    change.mutate(
      { frequency_id: round, action, ids: all ? [] : [...selected], all },
      {
        onSuccess: (result) => {
          notify.success(t(`evaluations.cardAction.done.${action}`, { changed: result.changed, notified: result.notified }));
          onDone();
        },
        onError: (error) => notify.error(errorMessage(error)),
        onSettled: () => setAsking(null),
      },
    );

  const none = selected.size === 0;
  return (
    <Box data-testid="evaluations-card-actions" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" data-testid="evaluations-selected" sx={{ mr: 0.5 }}>
        {t('evaluations.selected', { count: selected.size })}
      </Typography>
      {CARD_ACTIONS.map((action) => (
        <Button
          key={action}
          size="small"
          variant={action === 'activate' ? 'contained' : 'outlined'}
          color={action === 'terminate' ? 'error' : 'primary'}
          disabled={none || change.isPending}
          onClick={() => run(action, false)}
          data-testid={`evaluations-${action}-selected`}
        >
          {t(`evaluations.actions.${action}`)}
        </Button>
      ))}
      <Button
        size="small"
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setMenu(event.currentTarget)}
        aria-haspopup="menu"
        disabled={change.isPending}
        data-testid="evaluations-all-menu"
      >
        {t('evaluations.actions.allOfRound')}
      </Button>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        {CARD_ACTIONS.map((action) => (
          <MenuItem
            key={action}
            onClick={() => {
              setMenu(null);
              setAsking(action);
            }}
            data-testid={`evaluations-${action}-all`}
          >
            {t(`evaluations.cardAction.all.${action}`)}
          </MenuItem>
        ))}
      </Menu>
      {asking && (
        <ConfirmDialog
          open
          title={t('common.areYouSure')}
          description={t(`evaluations.cardAction.allQuestion.${asking}`)}
          confirmLabel={t(`evaluations.actions.${asking}`)}
          busy={change.isPending}
          onClose={() => setAsking(null)}
          onConfirm={() => run(asking, true)}
          tone={asking === 'activate' ? 'commit' : 'danger'}
          testId="evaluations-all-confirm"
        />
      )}
    </Box>
  );
}
