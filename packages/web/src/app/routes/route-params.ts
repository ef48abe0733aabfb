/** A path parameter as a record id: a positive safe integer, else null (the page then shows "not found"). */
export function positiveIdOf(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
