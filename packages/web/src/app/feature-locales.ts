/**
 * The texts of each feature, merged into the app's one `translation` namespace by lib/i18n.ts.
 * Each feature keeps its texts in features/<name>/locales/ (en.ts, and az.ts and ru.ts typed against it)
 * under its own top-level key, so that features never edit each other's texts. The registry lives in the
 * application layer, which may import features. Importing this module registers them (app/app-shell.tsx
 * does, after sign-in; the login page never loads them): the English texts (feature-locales/en.ts) come
 * with this module, the others (az.ts, ru.ts) load with their language (ADR 40), and the module is ready
 * once the reader's language has its texts.
 */
import { registerTexts } from '../lib/i18n.ts';
import { featureTexts } from './feature-locales/en.ts';
import { featureTextLoaders } from './feature-locales/loaders.ts';

await registerTexts({ en: featureTexts, ...featureTextLoaders });
