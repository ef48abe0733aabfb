import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { UrlTabs, useUrlTab } from '../../../components/ui/url-tabs.tsx';
import { DataExportsTab } from './data-exports-tab.tsx';

/** The screen's tabs (?tab=, components/ui/url-tabs.tsx); the first is the default. */
const TABS = ['exports'] as const;

/**
 * /reporting (docs/product.md §7.6): reports and exports of the project's results and evaluation data, one
 * tab each, the tab kept in the URL (?tab=). For now the one tab is Data exports (§6.7).
 */
export function ReportingScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useUrlTab(TABS);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, maxWidth: 1100 }}>
      <ScreenTitle title={t('pages.reporting')} />
      <UrlTabs tabs={TABS.map((key) => ({ key, label: t(`reporting.tabs.${key}`) }))} value={tab} onChange={setTab} testId="reporting-tab" />
      {tab === 'exports' && <DataExportsTab />}
    </Box>
  );
}
