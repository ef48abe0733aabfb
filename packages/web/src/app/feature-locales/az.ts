/**
 * Every feature's texts in Azerbaijani, in one chunk (ADR 40). Each feature's az.ts is typed against its en.ts;
 * i18n/locales.test.ts checks that every key of every feature is here.
 */
export const az: object = Object.assign({}, ...Object.values(import.meta.glob<object>('../../features/*/locales/az.ts', { eager: true, import: 'az' })));
