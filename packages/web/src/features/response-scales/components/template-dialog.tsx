import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ResponseScaleTemplate, responseScaleTemplateBodySchema } from '@performa/contracts/api/setup';
import { useFieldArray, type FieldError, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { FormNameField } from '../../../components/ui/form-name-field.tsx';
import { useFormDialog } from '../../../components/ui/use-form-dialog.ts';
import { useFieldErrorText } from '../../../lib/forms.ts';
import { templateResolver } from '../api/resolvers.ts';
import { useSaveTemplate } from '../api/save-template.ts';

/** The form holds the body as typed (z.input); its resolver gives the checked body (z.output). */
type Values = z.input<typeof responseScaleTemplateBodySchema>;
type Body = z.output<typeof responseScaleTemplateBodySchema>;
const BOUNDS = ['min', 'max', 'response'] as const;
const EMPTY_ROW = { min: 0, max: 0, response: '' };

/**
 * Creates a template or replaces one's name and ranges: a row per range (min, max, response), rows
 * added and removed freely. The server's checks (min ≤ max, no overlaps) land at the row's field.
 */
export function TemplateDialog({ template, onClose }: { template: ResponseScaleTemplate | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const save = useSaveTemplate();
  // The fields of the rows there are when the form is sent (rows are added and removed).
  const fields = (): Path<Values>[] => ['name', ...rows.fields.flatMap((_, i) => BOUNDS.map((b) => `scales.${i}.${b}` as const))];
  const { form, control, register, errors, dialog } = useFormDialog<Values, Body>(
    {
      resolver: templateResolver,
      defaultValues: template
        ? { name: template.name, scales: template.scales.map(({ min, max, response }) => ({ min, max, response })) }
        : { name: '', scales: [{ ...EMPTY_ROW, min: 1, max: 1 }] },
    },
    fields,
    async (body) => {
      await save.mutateAsync({ id: template?.id, body });
      return t(template ? 'common.saved' : 'responseScales.created');
    },
    { onClose },
  );
  const rows = useFieldArray({ control, name: 'scales' });

  const rowError = (index: number, bound: (typeof BOUNDS)[number]): FieldError | undefined => errors.scales?.[index]?.[bound];
  const number = (index: number, bound: 'min' | 'max') => (
    <TextField
      {...register(`scales.${index}.${bound}`, { valueAsNumber: true })}
      type="number"
      size="small"
      label={t(`responseScales.fields.${bound}`)}
      error={Boolean(rowError(index, bound))}
      helperText={errorText(rowError(index, bound))}
      sx={{ flex: { xs: '1 1 40%', sm: '0 0 120px' } }}
      slotProps={{ htmlInput: { min: 0, step: 'any', 'data-testid': `scale-${index}-${bound}` } }}
    />
  );

  return (
    <FormDialog
      {...dialog}
      title={template ? t('responseScales.editTitle', { name: template.name }) : t('responseScales.newTitle')}
      creates={!template}
      testId="template-dialog"
      maxWidth="md"
    >
      <FormNameField form={form} name="name" label={t('responseScales.fields.name')} testId="template-name" />
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {t('responseScales.ranges')}
        </Typography>
        {rows.fields.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('responseScales.noRanges')}
          </Typography>
        )}
        {rows.fields.map((row, index) => (
          <Box
            key={row.id}
            sx={{ display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, alignItems: 'flex-start', gap: 1, mb: 1.5 }}
            data-testid={`scale-row-${index}`}
          >
            {number(index, 'min')}
            {number(index, 'max')}
            <TextField
              {...register(`scales.${index}.response`)}
              size="small"
              label={t('responseScales.fields.response')}
              error={Boolean(rowError(index, 'response'))}
              helperText={errorText(rowError(index, 'response'))}
              sx={{ flex: '1 1 200px' }}
              slotProps={{ htmlInput: { maxLength: 200, 'data-testid': `scale-${index}-response` } }}
            />
            <IconButton aria-label={t('responseScales.removeRange')} onClick={() => rows.remove(index)} sx={{ mt: 0.5 }} data-testid={`scale-${index}-remove`}>
              <Close fontSize="small" />
            </IconButton>
          </Box>
        ))}
        <Button
          size="small"
          startIcon={<Add />}
          onClick={() => {
            // A new range starts after the highest one so far.
            const top = Math.max(-1, ...(form.getValues('scales') ?? []).map((r) => Number(r.max)).filter(Number.isFinite));
            rows.append({ ...EMPTY_ROW, min: top + 1, max: top + 1 });
          }}
          data-testid="scale-add"
        >
          {t('responseScales.addRange')}
        </Button>
      </Box>
    </FormDialog>
  );
}
