import Add from '@mui/icons-material/Add';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ResponseScaleTemplate } from '@performa/contracts/api/setup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTemplates } from '../../../api/evaluation-setup.ts';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { DeleteConfirmDialog } from '../../../components/ui/delete-confirm-dialog.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.ts';
import { useCreateReadyMade } from '../api/create-ready-made.ts';
import { useDeleteTemplate } from '../api/delete-template.ts';
import { ScaleSettingsCard } from './scale-settings-card.tsx';
import { TemplateCard } from './template-card.tsx';
import { TemplateDialog } from './template-dialog.tsx';

type Dialog = { kind: 'edit'; template: ResponseScaleTemplate | null } | { kind: 'delete'; template: ResponseScaleTemplate } | null;

/**
 * Response scale templates: the project's rating template and final score scale, the templates with
 * their ranges, the ready-made ones in one click, and create, change and delete.
 */
export function ResponseScalesScreen() {
  const { t } = useTranslation();
  const templates = useTemplates();
  const readyMade = useCreateReadyMade();
  const remove = useDeleteTemplate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const createReadyMade = async () => {
    try {
      await readyMade.mutateAsync(undefined);
      notify.success(t('responseScales.readyMadeDone'));
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Box data-testid="response-scales-screen">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Box sx={{ flex: '1 1 320px' }}>
          <ScreenTitle title={t('responseScales.title')} />
          <Typography variant="body2" color="text.secondary">
            {t('responseScales.intro')}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            startIcon={readyMade.isPending ? <CircularProgress size={18} /> : <AutoAwesome />}
            disabled={readyMade.isPending}
            onClick={() => void createReadyMade()}
            data-testid="templates-ready-made"
          >
            {t('responseScales.readyMade')}
          </Button>
          <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ kind: 'edit', template: null })} data-testid="templates-add">
            {t('responseScales.add')}
          </Button>
        </Box>
      </Box>

      {templates.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress />
        </Box>
      ) : templates.isError ? (
        <Alert severity="error">{t('responseScales.loadFailed')}</Alert>
      ) : (
        <>
          <ScaleSettingsCard templates={templates.data} />
          {templates.data.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} data-testid="templates-empty">
              {t('responseScales.empty')}
            </Typography>
          ) : (
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' }, gap: 2 }}>
              {templates.data.map((template) => (
                <TemplateCard
                  key={template.id}
                  template={template}
                  onEdit={() => setDialog({ kind: 'edit', template })}
                  onDelete={() => setDialog({ kind: 'delete', template })}
                />
              ))}
            </Box>
          )}
        </>
      )}

      {dialog?.kind === 'edit' && <TemplateDialog template={dialog.template} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <DeleteConfirmDialog
          description={t('responseScales.deleteWhat', { name: dialog.template.name })}
          onDelete={() => remove.mutateAsync(dialog.template.id)}
          busy={remove.isPending}
          onClose={close}
          errorTestId="delete-template-error"
        />
      )}
    </Box>
  );
}
