import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Category, CategoryKind } from '@performa/contracts/api/setup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../../../api/evaluation-setup.ts';
import { DeleteConfirmDialog } from '../../../components/ui/delete-confirm-dialog.tsx';
import { useDeleteCategory } from '../api/delete-category.ts';
import { useCanEditCategories } from '../hooks/use-can-edit-categories.ts';
import { CategoryDialog } from './category-dialog.tsx';

type Dialog = { kind: 'edit'; category: Category | null } | { kind: 'delete'; category: Category } | null;

/**
 * The goal or competency categories of the project with how many goals or competencies each holds:
 * add, rename and delete for users with the kind's edit right, a plain list for the others.
 */
export function CategoriesPanel({ kind }: { kind: CategoryKind }) {
  const { t } = useTranslation();
  const categories = useCategories(kind);
  const canEdit = useCanEditCategories(kind);
  const remove = useDeleteCategory();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid={`categories-${kind}`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ mr: 'auto' }}>
          {t(`categories.title.${kind}`)}
        </Typography>
        {canEdit ? (
          <Button
            size="small"
            variant="outlined"
            startIcon={<Add />}
            onClick={() => setDialog({ kind: 'edit', category: null })}
            data-testid={`categories-${kind}-add`}
          >
            {t('categories.add')}
          </Button>
        ) : (
          <Chip size="small" label={t('categories.viewOnly')} data-testid={`categories-${kind}-view-only`} />
        )}
      </Box>
      {categories.isPending ? (
        <CircularProgress size={24} sx={{ m: 2 }} />
      ) : categories.isError ? (
        <Alert severity="error">{t('categories.loadFailed')}</Alert>
      ) : categories.data.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }} data-testid={`categories-${kind}-empty`}>
          {t('categories.empty')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {categories.data.map((category) => (
            <ListItem
              key={category.id}
              divider
              data-testid={`category-${category.id}`}
              secondaryAction={
                canEdit && (
                  <Box sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={t('categories.rename')}>
                      <IconButton
                        size="small"
                        aria-label={`${t('categories.rename')}: ${category.name}`}
                        onClick={() => setDialog({ kind: 'edit', category })}
                        data-testid={`category-${category.id}-rename`}
                      >
                        <EditOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('common.delete')}>
                      <IconButton
                        size="small"
                        color="error"
                        aria-label={`${t('common.delete')}: ${category.name}`}
                        onClick={() => setDialog({ kind: 'delete', category })}
                        data-testid={`category-${category.id}-delete`}
                      >
                        <DeleteOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Box>
                )
              }
              sx={{ pr: canEdit ? 11 : 2 }}
            >
              <ListItemText
                primary={category.name}
                secondary={t(`categories.usage.${kind}`, { count: category.usage_count })}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {dialog?.kind === 'edit' && <CategoryDialog kind={kind} category={dialog.category} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <DeleteConfirmDialog
          description={
            dialog.category.usage_count > 0
              ? t(`categories.deleteUsed.${kind}`, { name: dialog.category.name, count: dialog.category.usage_count })
              : t('categories.deleteWhat', { name: dialog.category.name })
          }
          onDelete={() => remove.mutateAsync(dialog.category)}
          busy={remove.isPending}
          onClose={close}
          errorTestId="delete-category-error"
        />
      )}
    </Paper>
  );
}
