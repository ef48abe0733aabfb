import 'i18next';
import type { featureLocales } from '../app/feature-locales.ts';
import type { resources } from '../lib/i18n.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: (typeof resources)['en']['translation'] & (typeof featureLocales)['en'] };
  }
}
