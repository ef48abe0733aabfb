import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { profileBodySchema, UserPanel } from '@performa/contracts/api/employees';
import { useQueryClient } from '@tanstack/react-query';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormGrid, FULL_LINE } from '../../../components/ui/form-grid.tsx';
import { FormSaveButton } from '../../../components/ui/form-save-button.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { ImageUpload } from '../../../components/ui/image-upload.tsx';
import { useSchemaForm } from '../../../lib/forms.ts';
import { initials } from '../../../lib/initials.ts';
import { useSelectedProjectId } from '../../../lib/project-selection.ts';
import { notify } from '../../../lib/toast.ts';
import { userPanelKeys } from '../api/keys.ts';
import { refreshUser } from '../../../lib/session.ts';
import { removeAvatar } from '../api/remove-avatar.ts';
import { profileResolver } from '../api/resolvers.ts';
import { updateProfile } from '../api/update-profile.ts';
import { uploadAvatar } from '../api/upload-avatar.ts';

/** The form holds the body as typed (z.input); its resolver gives the checked body (z.output). */
type Values = z.input<typeof profileBodySchema>;
type Body = z.output<typeof profileBodySchema>;

const FIELDS: readonly { name: Path<Values>; label: 'firstName' | 'lastName' | 'email'; autoComplete: string; maxLength: number }[] = [
  { name: 'first_name', label: 'firstName', autoComplete: 'given-name', maxLength: 150 },
  { name: 'last_name', label: 'lastName', autoComplete: 'family-name', maxLength: 150 },
  { name: 'email', label: 'email', autoComplete: 'email', maxLength: 254 },
];
const FIELD_NAMES = FIELDS.map((f) => f.name);

interface EditUserTabProps {
  panel: UserPanel;
  /** The caller's own panel: the top bar follows the changes. */
  own: boolean;
}

/** The account's photo and profile (name, email); server field errors show at their fields. */
export function EditUserTab({ panel, own }: EditUserTabProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const project = useSelectedProjectId();
  const { account } = panel;
  const saved = (next: UserPanel, message: string) => {
    queryClient.setQueryData(userPanelKeys.panel(project, account.id), next);
    notify.success(message);
    if (own) void refreshUser();
  };

  const { form, isSubmitting, onSubmit } = useSchemaForm<Values, Body>(
    { resolver: profileResolver, defaultValues: { first_name: account.first_name, last_name: account.last_name, email: account.email } },
    FIELD_NAMES,
    async (body) => {
      const next = await updateProfile(account.id, body);
      form.reset({ first_name: next.account.first_name, last_name: next.account.last_name, email: next.account.email });
      saved(next, t('userPanel.profile.saved'));
    },
    { otherErrors: 'toast' },
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('userPanel.avatar.title')}
        </Typography>
        <ImageUpload
          imageUrl={account.image}
          alt={account.full_name}
          shape="circle"
          placeholder={initials(account.full_name)}
          onUpload={async (file) => saved(await uploadAvatar(account.id, file), t('userPanel.avatar.uploaded'))}
          onRemove={async () => saved(await removeAvatar(account.id), t('userPanel.avatar.removed'))}
          testId="avatar"
          labels={{
            choose: t('userPanel.avatar.choose'),
            upload: t('userPanel.avatar.upload'),
            remove: t('userPanel.avatar.remove'),
            hint: t('userPanel.avatar.hint'),
            tooLarge: t('userPanel.avatar.tooLarge'),
            preview: t('userPanel.avatar.preview'),
          }}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2.5 }}>
          {t('userPanel.profile.title')}
        </Typography>
        <FormGrid
          onSubmit={onSubmit}
          testId="profile-form"
          actions={<FormSaveButton busy={isSubmitting} dirty={form.formState.isDirty} testId="profile-save" />}
        >
          {FIELDS.map((field) => (
            <FormTextField
              key={field.name}
              form={form}
              name={field.name}
              label={t(`userPanel.profile.${field.label}`)}
              type={field.name === 'email' ? 'email' : undefined}
              autoComplete={field.autoComplete}
              required
              sx={field.name === 'email' ? FULL_LINE : undefined}
              maxLength={field.maxLength}
              testId={`profile-${field.name}`}
            />
          ))}
        </FormGrid>
      </Paper>
    </Box>
  );
}
