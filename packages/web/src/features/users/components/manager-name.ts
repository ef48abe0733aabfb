import type { Employee } from '@performa/contracts/api/employees';

/**
 * A manager as the users screens show them: "Name (terminated)" while the manager is terminated
 * (rows from before their reports were moved on termination, docs/product.md §2.7).
 */
export function managerName(t: (key: 'users.manager.terminated', options: { name: string }) => string, manager: NonNullable<Employee['report_to']>): string {
  return manager.status === 'terminated' ? t('users.manager.terminated', { name: manager.full_name }) : manager.full_name;
}
