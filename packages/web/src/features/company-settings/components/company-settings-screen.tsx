import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../../../api/company.ts';
import { CompanyForm } from './company-form.tsx';
import { CompanyLogo } from './company-logo.tsx';
import { ScreenTitle } from '../../../components/screen-title.tsx';

function Section({ title, intro, children, testId }: { title: string; intro: string; children: ReactNode; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid={testId}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
        {intro}
      </Typography>
      {children}
    </Paper>
  );
}

/** /company-settings (super admin): the company's details and its logo. */
export function CompanySettingsScreen() {
  const { t } = useTranslation();
  const title = t('companySettings.title');
  const { data: company } = useCompany();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 960 }}>
      <ScreenTitle title={title} />
      {!company ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress />
        </Box>
      ) : (
        <>
          <Section title={t('companySettings.details')} intro={t('companySettings.detailsIntro')} testId="company-details">
            <CompanyForm company={company} />
          </Section>
          <Section title={t('companySettings.logo')} intro={t('companySettings.logoIntro')} testId="company-logo-section">
            <CompanyLogo company={company} />
          </Section>
        </>
      )}
    </Box>
  );
}
