/**
 * Every feature's texts in Russian, in one chunk (ADR 40). Each feature's ru.ts is typed against its en.ts;
 * i18n/locales.test.ts checks that every key of every feature is here.
 */
export const ru: object = Object.assign({}, ...Object.values(import.meta.glob<object>('../../features/*/locales/ru.ts', { eager: true, import: 'ru' })));
