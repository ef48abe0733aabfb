import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { ResponseScaleTemplate, ScaleSettings } from '@performa/contracts/api/setup';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.ts';
import { useScaleSettings } from '../api/get-scale-settings.ts';
import { useSaveScaleSettings } from '../api/save-scale-settings.ts';

const CHOICES = [
  { field: 'rating_template_id', label: 'responseScales.settings.rating', hint: 'responseScales.settings.ratingHint' },
  { field: 'final_score_template_id', label: 'responseScales.settings.finalScore', hint: 'responseScales.settings.finalScoreHint' },
] as const;

/** The project's default rating template and final score scale: two selects, each saved when it changes. */
export function ScaleSettingsCard({ templates }: { templates: ResponseScaleTemplate[] }) {
  const { t } = useTranslation();
  const settings = useScaleSettings();
  const save = useSaveScaleSettings();

  const choose = async (field: keyof ScaleSettings, value: string) => {
    if (!settings.data) return;
    try {
      await save.mutateAsync({ ...settings.data, [field]: value === '' ? null : Number(value) });
      notify.success(t('common.saved'));
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, mb: 3 }} data-testid="scale-settings">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('responseScales.settings.title')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        {CHOICES.map(({ field, label, hint }) => (
          <TextField
            key={field}
            select
            fullWidth
            label={t(label)}
            helperText={t(hint)}
            value={settings.data?.[field] ?? ''}
            disabled={!settings.data || save.isPending}
            onChange={(event) => void choose(field, event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': `settings-${field}` } }}
          >
            <MenuItem value="">
              <em>{t('common.none')}</em>
            </MenuItem>
            {templates.map((template) => (
              <MenuItem key={template.id} value={template.id}>
                {template.name}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
    </Paper>
  );
}
