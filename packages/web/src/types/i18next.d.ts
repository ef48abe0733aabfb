import 'i18next';
import type { featureTexts } from '../app/feature-locales/en.ts';
import type { resources } from '../lib/i18n.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: (typeof resources)['en']['translation'] & typeof featureTexts };
  }
}
