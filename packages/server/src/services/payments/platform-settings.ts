import type { PlatformSettings, platformSettingsBodySchema } from '@performa/contracts/api/payment';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Runner } from '../../db/raw.ts';
import { platformSettings } from '../../db/schema.ts';
import type { AppDeps } from '../deps.ts';

/**
 * The platform settings (docs/product.md §7.11, §7.12; ADR 34): one row (id 1, made by migration 0016), managed by
 * the operator from the operator screen or the command line (both call these): the bank transfer details a
 * payment request shows and an invoice prints, and the links the app shows (`account/hyperlinks`).
 */

export type SettingsInput = z.output<typeof platformSettingsBodySchema>;

const ROW = 1;

/** The settings as read inside any transaction (the payment screen's bank details, an invoice, the app's links). */
export async function readPlatformSettings(runner: Runner): Promise<PlatformSettings> {
  const [row] = await runner.select().from(platformSettings).where(eq(platformSettings.id, ROW));
  return {
    seller: row?.seller ?? '',
    seller_address: row?.sellerAddress ?? '',
    tax_id: row?.taxId ?? '',
    bank_name: row?.bankName ?? '',
    iban: row?.iban ?? '',
    swift: row?.swift ?? '',
    help_url: row?.helpUrl ?? '',
    terms_url: row?.termsUrl ?? '',
    privacy_url: row?.privacyUrl ?? '',
    support_email: row?.supportEmail ?? '',
  };
}

export const getPlatformSettings = (deps: AppDeps) => readPlatformSettings(deps.db);

/** Replaces every setting (a field left out of the body is emptied, as the body's defaults say). */
export async function updatePlatformSettings(deps: AppDeps, input: SettingsInput): Promise<PlatformSettings> {
  const values = {
    seller: input.seller,
    sellerAddress: input.seller_address,
    taxId: input.tax_id,
    bankName: input.bank_name,
    iban: input.iban,
    swift: input.swift,
    helpUrl: input.help_url,
    termsUrl: input.terms_url,
    privacyUrl: input.privacy_url,
    supportEmail: input.support_email,
    updatedAt: deps.clock.now(),
  };
  // The row is the migration's; written as an upsert all the same, so that a database without it heals.
  await deps.db
    .insert(platformSettings)
    .values({ id: ROW, ...values })
    .onConflictDoUpdate({ target: platformSettings.id, set: values });
  return readPlatformSettings(deps.db);
}
