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
import { FormTranslations, type TranslationTexts } from '../../../components/ui/form-translations.tsx';
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
 * added and removed freely. The server's checks (min ≤ max, no overlaps) land at the row's field. The
 * name and each response have their translations under them: readers of those languages see them, on
 * every screen, the card and the exports (the responses of the final score scale are the grades;
 * docs/product.md §3.3, ADR 29).
 */
export function TemplateDialog({ template, onClose }: { template: ResponseScaleTemplate | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const save = useSaveTemplate();
  // The fields of the rows there are when the form is sent (rows are added and removed).
  const fields = (): Path<Values>[] => ['name', 'name_translations', ...rows.fields.flatMap((_, i) => BOUNDS.map((b) => `scales.${i}.${b}` as const))];
  const { form, control, register, errors, dialog } = useFormDialog<Values, Body>(
    {
      resolver: templateResolver,
      defaultValues: template
        ? {
            name: template.name,
            name_translations: template.name_translations ?? {},
            scales: template.scales.map(({ min, max, response, response_translations }) => ({
              min,
              max,
              response,
              response_translations: response_translations ?? {},
            })),
          }
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
  const translations: TranslationTexts = {
    toggle: t('responseScales.translations.toggle'),
    hint: t('responseScales.translations.hint'),
    languages: { en: t('responseScales.translations.en'), az: t('responseScales.translations.az'), ru: t('responseScales.translations.ru') },
  };

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
      <FormTranslations form={form} name="name_translations" of={t('responseScales.fields.name')} texts={translations} testId="template-name-translations" />
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
          <Box key={row.id} sx={{ mb: 1.5 }} data-testid={`scale-row-${index}`}>
            <Box sx={{ display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, alignItems: 'flex-start', gap: 1 }}>
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
              <IconButton
                aria-label={t('responseScales.removeRange')}
                onClick={() => rows.remove(index)}
                sx={{ mt: 0.5 }}
                data-testid={`scale-${index}-remove`}
              >
                <Close fontSize="small" />
              </IconButton>
            </Box>
            <FormTranslations
              form={form}
              name={`scales.${index}.response_translations`}
              of={`${t('responseScales.fields.response')} ${index + 1}`}
              texts={translations}
              testId={`scale-${index}-translations`}
            />
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
