import type { Language } from '@performa/contracts/i18n/languages';

/**
 * Every feature's texts in Azerbaijani and in Russian, each loaded when its language is (ADR 40): by the
 * registry (../feature-locales.ts) and, for a signed-in page opened from its address, by the router
 * together with the shell.
 */
export const featureTextLoaders: Record<Exclude<Language, 'en'>, () => Promise<object>> = {
  az: () => import('./az.ts').then((m) => m.az),
  ru: () => import('./ru.ts').then((m) => m.ru),
};
