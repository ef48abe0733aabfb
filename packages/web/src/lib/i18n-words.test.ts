import { messages } from '@performa/contracts/i18n/messages';
import { describe, expect, it } from 'vitest';
import '../app/feature-locales.ts';
import { i18n } from './i18n.ts';

/** Every text of a bundle with its dotted key. */
function texts(bundle: unknown, prefix = ''): Array<[string, string]> {
  if (typeof bundle === 'string') return [[prefix, bundle]];
  if (typeof bundle !== 'object' || bundle === null) return [];
  return Object.entries(bundle).flatMap(([key, value]) => texts(value, prefix ? `${prefix}.${key}` : key));
}

describe('one word for "settings" in Azerbaijani (web app and server messages)', () => {
  const az = new Map([...texts(i18n.getResourceBundle('az', 'translation')), ...texts(messages.az)]);
  const en = new Map([...texts(i18n.getResourceBundle('en', 'translation')), ...texts(messages.en)]);

  it('says "parametrlər", never "tənzimləmələr" or "ayarlar"', () => {
    expect([...az].filter(([, text]) => /tənzimləmə|ayarlar/i.test(text))).toEqual([]);
  });

  it('translates every English "settings" with it', () => {
    const settings = [...en].filter(([, text]) => /\bsettings\b/i.test(text)).map(([key]) => key);
    expect(settings.length).toBeGreaterThan(2);
    expect(settings.filter((key) => !/parametr/i.test(az.get(key) ?? ''))).toEqual([]);
  });
});
