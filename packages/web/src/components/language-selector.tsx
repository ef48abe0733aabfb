import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { LANGUAGES, isLanguage, type Language } from '@performa/contracts/i18n/languages';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../lib/session.ts';

/** Each language in its own name (not translated: a reader looks for their own language). */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', az: 'Azərbaycanca', ru: 'Русский' };

/** EN / AZ / RU; the choice is kept under `lang` (docs/product.md §7.2, §9.4). */
export function LanguageSelector({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const { t, i18n } = useTranslation();
  const value = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Select
      size={size}
      value={value}
      onChange={(event) => {
        if (isLanguage(event.target.value)) void chooseLanguage(event.target.value);
      }}
      renderValue={(lang) => lang.toUpperCase()}
      inputProps={{ 'aria-label': t('topBar.language') }}
      SelectDisplayProps={{ 'data-testid': 'language-selector' } as React.HTMLAttributes<HTMLDivElement>}
      sx={{ minWidth: 72, fontWeight: 700, bgcolor: 'background.paper' }}
    >
      {LANGUAGES.map((lang) => (
        <MenuItem key={lang} value={lang} lang={lang} data-testid={`language-option-${lang}`}>
          {lang.toUpperCase()} · {LANGUAGE_NAMES[lang]}
        </MenuItem>
      ))}
    </Select>
  );
}
