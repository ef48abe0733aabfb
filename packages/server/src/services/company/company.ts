import type { Company, CompanyBody } from '@performa/contracts/api/organisation';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { deleteFile, fileUrl, storeImage } from '../files/files.ts';

async function companyRow(ctx: ServiceContext) {
  const [row] = await ctx.deps.db.select().from(companies).where(eq(companies.id, ctx.actor.companyId));
  if (!row) throw notFound();
  return row;
}

const present = (row: typeof companies.$inferSelect): Company => ({
  id: row.id,
  company_name: row.companyName,
  industry: row.industry,
  address: row.address,
  phone: row.phone,
  linkedin: row.linkedin,
  logo: fileUrl(row.logo),
});

export async function getCompany(ctx: ServiceContext): Promise<Company> {
  return present(await companyRow(ctx));
}

export async function updateCompany(ctx: ServiceContext, body: CompanyBody): Promise<Company> {
  const [row] = await ctx.deps.db
    .update(companies)
    .set({
      companyName: body.company_name,
      industry: body.industry,
      address: body.address,
      phone: body.phone,
      linkedin: body.linkedin,
      settingsSavedAt: new Date(),
    })
    .where(eq(companies.id, ctx.actor.companyId))
    .returning();
  return present(row!);
}

/** Replaces the company logo (PNG, JPEG or WebP, at most 2 MB); null removes it. */
export async function setCompanyLogo(ctx: ServiceContext, bytes: Buffer | null): Promise<Company> {
  const before = await companyRow(ctx);
  const row = await ctx.deps.db.transaction(async (tx) => {
    const logo = bytes ? await storeImage(tx, ctx.actor.companyId, 'file', bytes) : null;
    const [updated] = await tx.update(companies).set({ logo }).where(eq(companies.id, ctx.actor.companyId)).returning();
    await deleteFile(tx, before.logo);
    return updated!;
  });
  return present(row);
}
