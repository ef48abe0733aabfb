import Alert from '@mui/material/Alert';
import type { RegisterBody } from '@performa/contracts/api/auth';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormGrid } from '../../../components/ui/form-grid.tsx';
import type { IndustryFieldProps } from '../../../components/industry-field.tsx';
import { FormInput } from '../../../components/ui/form-input.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useSchemaForm } from '../../../lib/forms.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { notify } from '../../../lib/toast.ts';
import { postRegister } from '../api/register.ts';

type Field = Path<RegisterBody>;

interface FieldSpec {
  name: Field;
  label: 'firstName' | 'lastName' | 'email' | 'username' | 'company' | 'industry' | 'password' | 'matchPassword';
  autoComplete: string;
  maxLength: number;
  type?: 'email' | 'password';
}

const FIELDS: readonly FieldSpec[] = [
  { name: 'first_name', label: 'firstName', autoComplete: 'given-name', maxLength: 150 },
  { name: 'last_name', label: 'lastName', autoComplete: 'family-name', maxLength: 150 },
  { name: 'email', label: 'email', autoComplete: 'email', maxLength: 254, type: 'email' },
  { name: 'username', label: 'username', autoComplete: 'username', maxLength: 150 },
  { name: 'company', label: 'company', autoComplete: 'organization', maxLength: 200 },
  { name: 'industry', label: 'industry', autoComplete: 'off', maxLength: 200 },
  { name: 'password', label: 'password', autoComplete: 'new-password', maxLength: 256, type: 'password' },
  { name: 'matchPassword', label: 'matchPassword', autoComplete: 'new-password', maxLength: 256, type: 'password' },
];
const FIELD_NAMES = FIELDS.map((f) => f.name);
const resolver = lazyResolver<RegisterBody>(() => import('../api/resolvers.ts').then((m) => m.registerResolver));

type IndustryProps = IndustryFieldProps<RegisterBody>;

/** The industry as a plain text field: while the choice loads, and should its chunk fail to load. */
function IndustryText({ form, name, label, testId, maxLength }: IndustryProps) {
  return <FormInput form={form} name={name} label={label} autoComplete="off" maxLength={maxLength} testId={testId} />;
}

/**
 * The industry to choose or type (wizard/industries/): MUI's Autocomplete and the list load with the
 * registration form, not with the sign-in page (ADR 7).
 */
const IndustryChoice = lazy((): Promise<{ default: ComponentType<IndustryProps> }> =>
  import('../../../components/industry-field.tsx').then(
    (module) => ({ default: module.IndustryField<RegisterBody> }),
    () => ({ default: IndustryText }),
  ),
);

const EMPTY: RegisterBody = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  matchPassword: '',
  username: '',
  company: '',
  industry: '',
};

interface RegisterFormProps {
  /** Self-hosted mode: the account is active and the user can sign in now. */
  onActiveAccount: (username: string) => void;
}

/**
 * Registers a company with its super admin. Every message of docs/product.md §9.3 (required, valid email,
 * 8-character password, matching passwords) comes from the shared schema; the server's field
 * errors land next to their fields. In SaaS mode the account waits for activation.
 */
export function RegisterForm({ onActiveAccount }: RegisterFormProps) {
  const { t } = useTranslation();
  const [awaitingActivation, setAwaitingActivation] = useState(false);
  const { form, isSubmitting, onSubmit } = useSchemaForm<RegisterBody>(
    { resolver, defaultValues: EMPTY, mode: 'onTouched' },
    FIELD_NAMES,
    async (values) => {
      const result = await postRegister(values);
      if (result.active) {
        notify.success(t('auth.register.successActive'));
        onActiveAccount(result.username);
      } else {
        notify.success(t('auth.register.success'));
        setAwaitingActivation(true);
      }
    },
    { otherErrors: 'toast' },
  );

  const industryProps = (field: FieldSpec): IndustryProps => ({
    form,
    name: field.name,
    label: t(`auth.register.${field.label}`),
    testId: `register-${field.name}`,
    maxLength: field.maxLength,
  });

  if (awaitingActivation) {
    return (
      <Alert severity="success" data-testid="register-awaiting-activation">
        {t('auth.register.success')}
      </Alert>
    );
  }

  return (
    <FormGrid
      onSubmit={onSubmit}
      onInput={resolver.preload}
      testId="register-form"
      actions={
        <SubmitButton busy={isSubmitting} size="large" fullWidth data-testid="register-submit">
          {t('auth.register.submit')}
        </SubmitButton>
      }
    >
      {FIELDS.map((field) =>
        field.name === 'industry' ? (
          <Suspense key={field.name} fallback={<IndustryText {...industryProps(field)} />}>
            <IndustryChoice {...industryProps(field)} />
          </Suspense>
        ) : (
          <FormInput
            key={field.name}
            form={form}
            name={field.name}
            password={field.type === 'password'}
            label={t(`auth.register.${field.label}`)}
            type={field.type === 'email' ? 'email' : undefined}
            autoComplete={field.autoComplete}
            autoFocus={field.name === 'first_name'}
            maxLength={field.maxLength}
            testId={`register-${field.name}`}
          />
        ),
      )}
    </FormGrid>
  );
}
