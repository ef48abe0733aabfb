import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PlatformSettings, platformSettingsBodySchema } from '@performa/contracts/api/payment';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormGrid, FULL_LINE } from '../../../components/ui/form-grid.tsx';
import { FormSaveButton } from '../../../components/ui/form-save-button.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useSchemaForm } from '../../../lib/forms.ts';
import { notify } from '../../../lib/toast.ts';
import { settingsResolver } from '../api/resolvers.ts';
import { useOperatorSettings, useSaveSettings } from '../api/settings.ts';

type Values = z.input<typeof platformSettingsBodySchema>;
type Body = z.output<typeof platformSettingsBodySchema>;
type Field = keyof PlatformSettings;

interface FieldSpec {
  name: Field;
  maxLength: number;
  type?: 'url' | 'email';
  wide?: boolean;
}

/** The two groups of the form: how a payment request is paid, and the links the app shows. */
const GROUPS: ReadonlyArray<{ title: 'bank' | 'links'; fields: readonly FieldSpec[] }> = [
  {
    title: 'bank',
    fields: [
      { name: 'seller', maxLength: 200 },
      { name: 'tax_id', maxLength: 50 },
      { name: 'seller_address', maxLength: 300, wide: true },
      { name: 'bank_name', maxLength: 200, wide: true },
      { name: 'iban', maxLength: 50 },
      { name: 'swift', maxLength: 20 },
    ],
  },
  {
    title: 'links',
    fields: [
      { name: 'help_url', maxLength: 500, type: 'url' },
      { name: 'terms_url', maxLength: 500, type: 'url' },
      { name: 'privacy_url', maxLength: 500, type: 'url' },
      { name: 'support_email', maxLength: 254, type: 'email' },
    ],
  },
];
const FIELD_NAMES = GROUPS.flatMap((group) => group.fields.map((field) => field.name));

/** The platform settings: the bank transfer details requests and invoices show, and the app's links. */
export function SettingsTab() {
  const { t } = useTranslation();
  const settings = useOperatorSettings();
  if (settings.isError)
    return (
      <LoadFailed onRetry={() => void settings.refetch()} retrying={settings.isFetching} testId="operator-settings-failed">
        {t('errors.fetchFailed')}
      </LoadFailed>
    );
  if (!settings.data)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  return <SettingsForm settings={settings.data} />;
}

function SettingsForm({ settings }: { settings: PlatformSettings }) {
  const { t } = useTranslation();
  const save = useSaveSettings();
  const { form, isSubmitting, onSubmit } = useSchemaForm<Values, Body>(
    { resolver: settingsResolver, defaultValues: settings },
    FIELD_NAMES,
    async (body) => {
      form.reset(await save.mutateAsync(body));
      notify.success(t('operator.settings.saved'));
    },
    { otherErrors: 'toast' },
  );
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960 }}>
      <FormGrid
        onSubmit={onSubmit}
        testId="operator-settings-form"
        actions={<FormSaveButton busy={isSubmitting} dirty={form.formState.isDirty} testId="operator-settings-save" />}
      >
        {GROUPS.map((group) => [
          <Box key={group.title} sx={{ ...FULL_LINE, mt: group.title === 'bank' ? 0 : 1 }}>
            <Typography variant="h6" component="h2">
              {t(`operator.settings.${group.title}`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`operator.settings.${group.title}Intro`)}
            </Typography>
          </Box>,
          ...group.fields.map((field) => (
            <FormTextField
              key={field.name}
              form={form}
              name={field.name}
              label={t(`operator.settings.${field.name}`)}
              type={field.type}
              sx={field.wide ? FULL_LINE : undefined}
              maxLength={field.maxLength}
              testId={`operator-settings-${field.name}`}
            />
          )),
        ])}
      </FormGrid>
    </Paper>
  );
}
