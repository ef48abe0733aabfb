import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MasterDetail } from '../../../components/ui/master-detail.tsx';
import { useSetSearchParam } from '../../../components/ui/url-tabs.tsx';
import { param } from '../../../lib/list-params.ts';
import { EmployeeGoalList } from './employee-goal-list.tsx';
import { PersonalGoalsPanel } from './personal-goals-panel.tsx';

const employeeParam = param.id();

/**
 * Employees of the period beside (on phones: above) the chosen employee's goals. The chosen employee is
 * kept in the URL (?employee=), so that a link (the admin dashboard's "who is missing", §7.9) opens a
 * person's goals, and back returns to the list.
 */
export function PersonalGoalsTab({ periodId, canEdit }: { periodId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const setParam = useSetSearchParam();
  const selected = employeeParam.read(params.get('employee'));
  const select = (id: number | null) => setParam('employee', employeeParam.write(id));
  return (
    <MasterDetail
      selectedKey={selected}
      hint={t('goals.employees.chooseHint')}
      master={<EmployeeGoalList periodId={periodId} selected={selected} onSelect={select} />}
      detail={selected === null ? null : <PersonalGoalsPanel key={`${selected}-${periodId}`} employeeId={selected} periodId={periodId} canEdit={canEdit} />}
    />
  );
}
