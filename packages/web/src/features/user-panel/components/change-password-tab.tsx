import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { changePasswordSchema } from '@performa/contracts/api/employees';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormInput } from '../../../components/ui/form-input.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useSchemaForm } from '../../../lib/forms.ts';
import { notify } from '../../../lib/toast.ts';
import { changePassword } from '../api/change-password.ts';
import { changePasswordResolver } from '../api/resolvers.ts';

/** The form holds the body as typed (z.input); its resolver gives the checked body (z.output). */
type Values = z.input<typeof changePasswordSchema>;
type Body = z.output<typeof changePasswordSchema>;

const FIELDS: readonly { name: Path<Values>; label: 'old' | 'new' | 'confirm'; autoComplete: string }[] = [
  { name: 'old_password', label: 'old', autoComplete: 'current-password' },
  { name: 'new_password', label: 'new', autoComplete: 'new-password' },
  { name: 'confirm_password', label: 'confirm', autoComplete: 'new-password' },
];
const FIELD_NAMES = FIELDS.map((f) => f.name);
const EMPTY: Values = { old_password: '', new_password: '', confirm_password: '' };

/** Changes one's own password; the new token pair the server answers is kept (other sessions end). */
export function ChangePasswordTab() {
  const { t } = useTranslation();
  const { form, isSubmitting, onSubmit } = useSchemaForm<Values, Body>(
    { resolver: changePasswordResolver, defaultValues: EMPTY },
    FIELD_NAMES,
    async (body) => {
      await changePassword(body);
      form.reset(EMPTY);
      notify.success(t('userPanel.password.changed'));
    },
    { otherErrors: 'toast' },
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
      <Typography variant="h6" component="h2">
        {t('userPanel.tabs.changePassword')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
        {t('userPanel.password.intro')}
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} data-testid="password-form" sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        {FIELDS.map((field) => (
          <FormInput
            key={field.name}
            form={form}
            name={field.name}
            password
            label={t(`userPanel.password.${field.label}`)}
            autoComplete={field.autoComplete}
            required
            fullWidth
            helperText={field.name === 'new_password' ? t('userPanel.password.newHint') : undefined}
            maxLength={256}
            testId={`password-${field.name}`}
          />
        ))}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <SubmitButton busy={isSubmitting} data-testid="password-submit">
            {t('userPanel.password.submit')}
          </SubmitButton>
        </Box>
      </Box>
    </Paper>
  );
}
