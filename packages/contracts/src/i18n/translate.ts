import { DEFAULT_LANGUAGE, type Language } from './languages.ts';
import { messages } from './messages.ts';

/** A dotted key into the shared messages, e.g. "validation.required". */
export type MessageKey = {
  [NS in keyof (typeof messages)['en']]: `${NS & string}.${keyof (typeof messages)['en'][NS] & string}`;
}[keyof (typeof messages)['en']];

export function isMessageKey(value: string): value is MessageKey {
  const [ns, name] = value.split('.');
  const group = (messages.en as Record<string, Record<string, string>>)[ns ?? ''];
  return value.split('.').length === 2 && group !== undefined && name !== undefined && name in group;
}

/** Translates a shared message key; unknown keys come back unchanged. `{{name}}` placeholders are filled. */
export function translate(lang: Language, key: string, params: Record<string, string | number> = {}): string {
  const [ns = '', name = ''] = key.split('.');
  const table = messages[lang] as Record<string, Record<string, string>>;
  const fallback = messages[DEFAULT_LANGUAGE] as Record<string, Record<string, string>>;
  const text = table[ns]?.[name] ?? fallback[ns]?.[name];
  if (text === undefined) return key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, p: string) => String(params[p] ?? ''));
}
