import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

/** Edit and delete buttons of a table row, labelled with what they act on. */
export function RowActions({ name, onEdit, onDelete, testId }: { name: string; onEdit: () => void; onDelete: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
      <Tooltip title={t('common.edit')}>
        <IconButton size="small" aria-label={`${t('common.edit')}: ${name}`} onClick={onEdit} data-testid={`${testId}-edit`}>
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('common.delete')}>
        <IconButton size="small" color="error" aria-label={`${t('common.delete')}: ${name}`} onClick={onDelete} data-testid={`${testId}-delete`}>
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
