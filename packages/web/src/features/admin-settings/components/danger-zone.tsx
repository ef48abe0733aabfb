import WarningAmber from '@mui/icons-material/WarningAmber';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../../../api/company.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { logout } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';
import { deleteCompany } from '../api/delete-company.ts';
import { DangerZoneCard } from './danger-zone-card.tsx';

/** Deleting the whole company, behind a typed confirmation of its exact name; then the session ends. */
export function DangerZone() {
  const { t } = useTranslation();
  const { data: company } = useCompany();
  const name = company?.company_name ?? '';
  return (
    <DangerZoneCard
      icon={<WarningAmber color="error" />}
      title={t('adminSettings.dangerZone.title')}
      text={t('adminSettings.dangerZone.text', { name })}
      action={t('adminSettings.dangerZone.button')}
      disabled={!company}
      name={name}
      typeName={t('adminSettings.dangerZone.typeName', { name })}
      onConfirm={async () => {
        await deleteCompany(name);
        notify.success(t('adminSettings.dangerZone.deleted'));
        await logout();
      }}
      refusal={errorMessage}
      testIds={{ zone: 'danger-zone', button: 'delete-company', instruction: 'delete-company-instruction', error: 'delete-company-error' }}
    />
  );
}
