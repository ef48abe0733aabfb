import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MasterDetail } from '../../../components/ui/master-detail.tsx';
import { EmployeeGoalList } from './employee-goal-list.tsx';
import { PersonalGoalsPanel } from './personal-goals-panel.tsx';

/** Employees of the period beside (on phones: above) the chosen employee's goals. */
export function PersonalGoalsTab({ periodId, canEdit }: { periodId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <MasterDetail
      selectedKey={selected}
      hint={t('goals.employees.chooseHint')}
      master={<EmployeeGoalList periodId={periodId} selected={selected} onSelect={setSelected} />}
      detail={selected === null ? null : <PersonalGoalsPanel key={`${selected}-${periodId}`} employeeId={selected} periodId={periodId} canEdit={canEdit} />}
    />
  );
}
