import type { Department } from '@performa/contracts/api/organisation';

/** A department as the server lists it (tests). */
export const dep = (id: number, name: string, parent_id: number | null, employee_count = 0, position_count = 0): Department => ({
  id,
  name,
  parent_id,
  employee_count,
  position_count,
});
