import { INDUSTRY_CODES, type Hyperlinks, type Industries } from '@performa/contracts/api/payment';
import type { Language } from '@performa/contracts/i18n/languages';
import { translate } from '@performa/contracts/i18n/translate';
import { compareText } from '../../lib/text-order.ts';
import type { AppDeps } from '../deps.ts';
import { readPlatformSettings } from './platform-settings.ts';

/**
 * The seed's last public lists (docs/product.md §7.2, §7.11; ADR 34): the links the app shows (the
 * sidebar's footer), as the operator set them in the platform settings, and the industries
 * the registration form and the company settings offer, in the reader's language.
 */

/** `account/hyperlinks/`: the operator's links, "" for one not set. */
export async function hyperlinks(deps: Pick<AppDeps, 'db'>): Promise<Hyperlinks> {
  const { help_url, terms_url, privacy_url, support_email } = await readPlatformSettings(deps.db);
  return { help_url, terms_url, privacy_url, support_email };
}

/** `wizard/industries/`: every industry by its name in `lang`, "Other" last. */
export function industries(lang: Language): Industries {
  const named = INDUSTRY_CODES.map((code) => ({ code, name: translate(lang, `industries.${code}`) }));
  const last = (code: string) => (code === 'other' ? 1 : 0);
  return { industries: named.sort((a, b) => last(a.code) - last(b.code) || compareText(a.name, b.name)) };
}
