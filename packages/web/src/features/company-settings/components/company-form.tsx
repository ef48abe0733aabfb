import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { Company, companyBodySchema } from '@performa/contracts/api/organisation';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useFieldErrorText, useFormSubmit } from '../../../lib/forms.ts';
import { notify } from '../../../lib/toast.ts';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes.ts';
import { companyResolver } from '../api/resolvers.ts';
import { useUpdateCompany } from '../api/update-company.ts';

/** The form holds the body as typed (z.input); its resolver gives the checked body (z.output). */
type Values = z.input<typeof companyBodySchema>;
type Body = z.output<typeof companyBodySchema>;
type Field = Path<Values>;

interface FieldSpec {
  name: Field;
  label: 'companyName' | 'industry' | 'address' | 'phone' | 'linkedin';
  hint?: 'phoneHint' | 'linkedinHint';
  maxLength: number;
  autoComplete: string;
  type?: 'tel' | 'url';
  wide?: boolean;
}

const FIELDS: readonly FieldSpec[] = [
  { name: 'company_name', label: 'companyName', maxLength: 200, autoComplete: 'organization' },
  { name: 'industry', label: 'industry', maxLength: 200, autoComplete: 'off' },
  { name: 'address', label: 'address', maxLength: 300, autoComplete: 'street-address', wide: true },
  { name: 'phone', label: 'phone', hint: 'phoneHint', maxLength: 40, autoComplete: 'tel', type: 'tel' },
  { name: 'linkedin', label: 'linkedin', hint: 'linkedinHint', maxLength: 300, autoComplete: 'url', type: 'url' },
];
const FIELD_NAMES = FIELDS.map((f) => f.name);

/** The company's name and contact details (PUT /wizard/company/); server field errors show at their fields. */
export function CompanyForm({ company }: { company: Company }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const update = useUpdateCompany();
  const form = useForm<Values, unknown, Body>({
    resolver: companyResolver,
    defaultValues: {
      company_name: company.company_name,
      industry: company.industry,
      address: company.address,
      phone: company.phone,
      linkedin: company.linkedin,
    },
  });
  const {
    register,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = form;

  // docs/product.md §9.2: leaving the page with unsaved company details asks first.
  useUnsavedChangesGuard(isDirty);

  const { onSubmit } = useFormSubmit(
    form,
    FIELD_NAMES,
    async (body) => {
      const saved = await update.mutateAsync(body);
      reset({ company_name: saved.company_name, industry: saved.industry, address: saved.address, phone: saved.phone, linkedin: saved.linkedin });
      notify.success(t('companySettings.saved'));
    },
    { otherErrors: 'toast' },
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid="company-form">
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            {...register(field.name)}
            label={t(`companySettings.${field.label}`)}
            type={field.type}
            autoComplete={field.autoComplete}
            required={field.name === 'company_name'}
            error={Boolean(errors[field.name])}
            helperText={errorText(errors[field.name]) ?? (field.hint ? t(`companySettings.${field.hint}`) : undefined)}
            sx={field.wide ? { gridColumn: { sm: '1 / -1' } } : undefined}
            slotProps={{ htmlInput: { maxLength: field.maxLength, 'data-testid': `company-${field.name}` } }}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <SubmitButton busy={isSubmitting} disabled={!isDirty} data-testid="company-save">
          {t('common.save')}
        </SubmitButton>
      </Box>
    </Box>
  );
}
