import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@performa/contracts/i18n/languages';
import { en as messagesEn } from '@performa/contracts/i18n/messages/en';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../i18n/locales/en.ts';
import { LOCAL_KEYS, localStore } from './storage.ts';

/**
 * The shell's texts and the server's shared `validation`, `import` and `errors` messages in English, the
 * default and the fallback of a missing text. Azerbaijani and Russian load when they are needed (ADR 40):
 * the reader's language before the first render (main.tsx), another when chosen. The screens' texts
 * (app/feature-locales.ts) are added when the signed-in shell loads, so the login page does not carry them.
 */
export const resources = { en: { translation: { ...en, ...messagesEn } } } as const;

/** The languages loaded on demand. */
type LoadedLanguage = Exclude<Language, 'en'>;
/** Loads one language's texts of one source (the shell's, the screens'). */
type TextLoader = () => Promise<object>;
type TextSource = Record<LoadedLanguage, TextLoader>;

/** Where the texts of each language come from: the shell's and the shared messages, then what registerTexts adds. */
const sources: TextSource[] = [
  {
    az: () => Promise.all([import('../i18n/locales/az.ts'), import('@performa/contracts/i18n/messages/az')]).then(([shell, m]) => ({ ...shell.az, ...m.az })),
    ru: () => Promise.all([import('../i18n/locales/ru.ts'), import('@performa/contracts/i18n/messages/ru')]).then(([shell, m]) => ({ ...shell.ru, ...m.ru })),
  },
];
/** The languages whose texts are loaded or on their way, each with the promise of all of its sources' texts. */
const loads = new Map<LoadedLanguage, Promise<void>>();
/** The languages whose texts are all here: a switch to one of them happens at once, as it did before ADR 40. */
const loaded = new Set<Language>(['en']);

async function addTexts(lang: LoadedLanguage, load: TextLoader) {
  i18next.addResourceBundle(lang, 'translation', await load(), true, true);
}

/**
 * Loads a language's texts, once (English is always there). A failed load is forgotten, so that the next
 * call tries again.
 */
export function loadLanguage(lang: Language): Promise<void> {
  if (lang === 'en') return Promise.resolve();
  let load = loads.get(lang);
  if (!load) {
    load = Promise.all(sources.map((source) => addTexts(lang, source[lang]))).then(() => void loaded.add(lang));
    load.catch(() => loads.delete(lang));
    loads.set(lang, load);
  }
  return load;
}

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

/** The language asked for last: a switch whose texts arrive after a later choice does not undo that choice. */
let lastAsked: Language | null = null;

/**
 * Switches the UI language, at once when its texts are here, else once they are loaded, unless another
 * language was chosen meanwhile (the account's language applied at sign-in, then the reader's click); it is
 * saved under `lang` and set on <html lang>. `alongside` is work the switch waits for as well (keeping the
 * choice on the account, lib/session.ts), so that a page showing the new language has it kept.
 */
export async function changeLanguage(lang: Language, alongside?: Promise<unknown>): Promise<void> {
  lastAsked = lang;
  if (!loaded.has(lang) || alongside) await Promise.all([loadLanguage(lang), alongside]);
  if (lastAsked !== lang) return;
  await i18next.changeLanguage(lang);
}

/**
 * The plural forms a language may add to a counted English text (`x_one`, `x_other`, i18next's plurals):
 * Russian's `x_few` and `x_many`.
 */
type PluralForms<K> = K extends `${infer Base}_other` ? `${Base}_few` | `${Base}_many` : never;

/**
 * Texts in another language typed against the English ones: the same keys, each a string (a missing or
 * an extra key is a type error), and the plural forms English lacks beside a counted text (ru: one, few,
 * many; i18n/locales.test.ts checks they are all there). Each feature's locales/az.ts and ru.ts type their
 * texts with it.
 */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> } & { [K in PluralForms<keyof T>]?: string };

/**
 * Adds texts to the `translation` namespace (the screens' texts, see app/feature-locales.ts): the English ones
 * at once, the others with their language. Resolves once the languages already loaded (the reader's, one
 * chosen before) have them too: a screen renders after that.
 */
export function registerTexts(texts: { en: object } & TextSource): Promise<void> {
  i18next.addResourceBundle('en', 'translation', texts.en, true, true);
  sources.push(texts);
  return Promise.all([...loads.keys()].map((lang) => addTexts(lang, texts[lang]))).then(() => undefined);
}
