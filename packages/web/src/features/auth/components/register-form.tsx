import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { RegisterBody } from '@performa/contracts/api/auth';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useFieldErrorText, useFormSubmit } from '../../../lib/forms.ts';
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
  const errorText = useFieldErrorText();
  const [awaitingActivation, setAwaitingActivation] = useState(false);
  const form = useForm<RegisterBody>({ resolver, defaultValues: EMPTY, mode: 'onTouched' });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const { onSubmit } = useFormSubmit(
    form,
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

  if (awaitingActivation) {
    return (
      <Alert severity="success" data-testid="register-awaiting-activation">
        {t('auth.register.success')}
      </Alert>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} onInput={resolver.preload} data-testid="register-form">
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {FIELDS.map((field) => {
          const Input = field.type === 'password' ? PasswordField : TextInput;
          return (
            <Input
              key={field.name}
              {...register(field.name)}
              label={t(`auth.register.${field.label}`)}
              type={field.type === 'email' ? 'email' : undefined}
              autoComplete={field.autoComplete}
              autoFocus={field.name === 'first_name'}
              error={Boolean(errors[field.name])}
              helperText={errorText(errors[field.name])}
              inputProps={{ maxLength: field.maxLength, 'data-testid': `register-${field.name}` }}
            />
          );
        })}
      </Box>
      <SubmitButton busy={isSubmitting} size="large" fullWidth sx={{ mt: 3 }} data-testid="register-submit">
        {t('auth.register.submit')}
      </SubmitButton>
    </Box>
  );
}
