import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface RowActionProps {
  /** The tooltip, and the accessible name unless `ariaLabel` names the row too. */
  label: string;
  ariaLabel?: string;
  icon: ReactNode;
  onClick: () => void;
  testId: string;
  color?: 'error';
}

/** A small icon button of a table row with its tooltip. */
export function RowAction({ label, ariaLabel, icon, onClick, testId, color }: RowActionProps) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" color={color} aria-label={ariaLabel ?? label} onClick={onClick} data-testid={testId}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/**
 * An icon button whose tooltip shows also while the button is disabled, and then says why: a disabled
 * button fires no events, so a span carries the tooltip.
 */
export function TooltipIconButton({
  title,
  ariaLabel,
  icon,
  onClick,
  disabled,
  color,
  testId,
}: {
  title: string;
  ariaLabel: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  color?: 'error';
  testId: string;
}) {
  return (
    <Tooltip title={title}>
      <span>
        <IconButton color={color} aria-label={ariaLabel} disabled={disabled} onClick={onClick} data-testid={testId}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

export interface EditDeleteActionsProps {
  onEdit: () => void;
  /** Without it there is no delete button. */
  onDelete?: () => void;
  editTestId: string;
  deleteTestId: string;
  /** What the row is: the buttons are then named "Edit: <name>", "Delete: <name>". */
  name?: string;
  /** Texts other than "Edit" and "Delete". */
  editLabel?: string;
  deleteLabel?: string;
}

/** The edit and delete buttons at the end of a table row. */
export function EditDeleteActions({ onEdit, onDelete, editTestId, deleteTestId, name, editLabel, deleteLabel }: EditDeleteActionsProps) {
  const { t } = useTranslation();
  const edit = editLabel ?? t('common.edit');
  const remove = deleteLabel ?? t('common.delete');
  const named = (label: string) => (name === undefined ? undefined : `${label}: ${name}`);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, whiteSpace: 'nowrap' }}>
      <RowAction label={edit} ariaLabel={named(edit)} icon={<EditOutlined fontSize="small" />} onClick={onEdit} testId={editTestId} />
      {onDelete && (
        <RowAction label={remove} ariaLabel={named(remove)} icon={<DeleteOutlined fontSize="small" />} onClick={onDelete} testId={deleteTestId} color="error" />
      )}
    </Box>
  );
}
