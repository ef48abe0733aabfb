import type { Company, companyBodySchema } from '@performa/contracts/api/organisation';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { IndustryField } from '../../../components/industry-field.tsx';
import { FormGrid, FULL_LINE } from '../../../components/ui/form-grid.tsx';
import { FormSaveButton } from '../../../components/ui/form-save-button.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { useSchemaForm } from '../../../lib/forms.ts';
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
  const update = useUpdateCompany();
  const { form, isSubmitting, onSubmit } = useSchemaForm<Values, Body>(
    {
      resolver: companyResolver,
      defaultValues: {
        company_name: company.company_name,
        industry: company.industry,
        address: company.address,
        phone: company.phone,
        linkedin: company.linkedin,
      },
    },
    FIELD_NAMES,
    async (body) => {
      const saved = await update.mutateAsync(body);
      form.reset({ company_name: saved.company_name, industry: saved.industry, address: saved.address, phone: saved.phone, linkedin: saved.linkedin });
      notify.success(t('companySettings.saved'));
    },
    { otherErrors: 'toast' },
  );
  const { isDirty } = form.formState;

  // docs/product.md §9.2: leaving the page with unsaved company details asks first.
  useUnsavedChangesGuard(isDirty);

  return (
    <FormGrid onSubmit={onSubmit} testId="company-form" actions={<FormSaveButton busy={isSubmitting} dirty={isDirty} testId="company-save" />}>
      {FIELDS.map((field) =>
        // The industry: one of the translated industries to choose, or the company's own text (docs/product.md §7.11).
        field.name === 'industry' ? (
          <IndustryField<Values, Body>
            key={field.name}
            form={form}
            name={field.name}
            label={t(`companySettings.${field.label}`)}
            maxLength={field.maxLength}
            testId={`company-${field.name}`}
          />
        ) : (
          <FormTextField
            key={field.name}
            form={form}
            name={field.name}
            label={t(`companySettings.${field.label}`)}
            type={field.type}
            autoComplete={field.autoComplete}
            required={field.name === 'company_name'}
            helperText={field.hint ? t(`companySettings.${field.hint}`) : undefined}
            sx={field.wide ? FULL_LINE : undefined}
            maxLength={field.maxLength}
            testId={`company-${field.name}`}
          />
        ),
      )}
    </FormGrid>
  );
}
