import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { useHyperlinks } from '../../api/hyperlinks.ts';

const PAGES = [
  { key: 'help', field: 'help_url' },
  { key: 'terms', field: 'terms_url' },
  { key: 'privacy', field: 'privacy_url' },
] as const;

/**
 * The sidebar's footer (docs/product.md §7.11): the app's links the platform operator set (help, terms,
 * privacy, each in a new tab) and the support email; only those that are set, and nothing when none is.
 * The links wrap onto more lines rather than being cut; an address may break anywhere (ADR 30).
 */
export function AppLinks() {
  const { t } = useTranslation();
  const { data: links } = useHyperlinks();
  if (!links) return null;
  const pages = PAGES.filter((page) => links[page.field] !== '');
  if (pages.length === 0 && links.support_email === '') return null;
  return (
    <Box
      component="nav"
      aria-label={t('nav.appLinks')}
      data-testid="app-links"
      sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider', display: 'flex', flexDirection: 'column', gap: 0.5, typography: 'body2' }}
    >
      {pages.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
          {pages.map((page) => (
            <Link
              key={page.key}
              href={links[page.field]}
              target="_blank"
              rel="noopener noreferrer"
              color="text.secondary"
              aria-label={t('nav.opensInNewTab', { label: t(`nav.${page.key}`) })}
              data-testid={`app-link-${page.key}`}
            >
              {t(`nav.${page.key}`)}
            </Link>
          ))}
        </Box>
      )}
      {links.support_email !== '' && (
        <Link href={`mailto:${links.support_email}`} color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="app-link-support">
          {t('nav.support', { email: links.support_email })}
        </Link>
      )}
    </Box>
  );
}
