import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@performa/contracts/i18n/languages';
import { messages } from '@performa/contracts/i18n/messages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { az } from '../i18n/locales/az.ts';
import { en } from '../i18n/locales/en.ts';
import { ru } from '../i18n/locales/ru.ts';
import { LOCAL_KEYS, localStore } from './storage.ts';

/**
 * The shell's texts and the server's shared `validation`, `import` and `errors` messages, per
 * language. The screens' texts (app/feature-locales.ts) are added when the signed-in shell loads, so
 * the login page does not carry them.
 */
export const resources = {
  en: { translation: { ...en, ...messages.en } },
  az: { translation: { ...az, ...messages.az } },
  ru: { translation: { ...ru, ...messages.ru } },
} as const;

function storedLanguage(): Language {
  const stored = localStore.get(LOCAL_KEYS.lang);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

function applyLanguage(lang: string) {
  if (!isLanguage(lang)) return;
  localStore.set(LOCAL_KEYS.lang, lang);
  document.documentElement.lang = lang;
}

i18next.on('languageChanged', applyLanguage);

void i18next.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['en', 'az', 'ru'],
  initAsync: false,
  interpolation: { escapeValue: false },
});
document.documentElement.lang = i18next.language;

export const i18n = i18next;

/** The UI language (sent to the server as Accept-Language). */
export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/** Switches the UI language; it is saved under `lang` and set on <html lang>. */
export function changeLanguage(lang: Language): Promise<unknown> {
  return i18next.changeLanguage(lang);
}

/**
 * The plural forms a language may add to a counted English text (`x_one`, `x_other`, i18next's plurals):
 * Russian's `x_few` and `x_many`.
 */
type PluralForms<K> = K extends `${infer Base}_other` ? `${Base}_few` | `${Base}_many` : never;

/**
 * Texts in another language typed against the English ones: the same keys, each a string (a missing or
 * an extra key is a type error), and the plural forms English lacks beside a counted text (ru: one, few,
 * many; i18n/locales.test.ts checks they are all there). Each feature's locales.ts types its az and ru
 * texts with it.
 */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> } & { [K in PluralForms<keyof T>]?: string };

/** Adds texts to the `translation` namespace of each language (the screens' texts, see app/feature-locales.ts). */
export function registerTexts(texts: Record<'en' | 'az' | 'ru', object>) {
  for (const [lang, bundle] of Object.entries(texts)) i18next.addResourceBundle(lang, 'translation', bundle, true, true);
}
