import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { LANGUAGES, isLanguage } from '@performa/contracts/i18n/languages';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../lib/session.ts';

/**
 * EN | AZ | RU as buttons, for the public pages (the shell's top bar uses LanguageSelector,
 * a select whose menu the login page does not need to load).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <ButtonGroup size="small" aria-label={t('topBar.language')} data-testid="language-switch">
      {LANGUAGES.map((lang) => (
        <Button
          key={lang}
          lang={lang}
          variant={lang === current ? 'contained' : 'outlined'}
          aria-pressed={lang === current}
          onClick={() => void chooseLanguage(lang)}
          data-testid={`language-switch-${lang}`}
          sx={{ height: 32, minWidth: 44, color: lang === current ? undefined : '#fff', borderColor: 'rgba(255,255,255,0.7)' }}
        >
          {lang.toUpperCase()}
        </Button>
      ))}
    </ButtonGroup>
  );
}
