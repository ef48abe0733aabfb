import Chip from '@mui/material/Chip';
import type { Role } from '@performa/contracts/access';
import { useTranslation } from 'react-i18next';

const COLORS = { super_admin: 'secondary', admin: 'primary', user: 'default' } as const;

/** An account's role, translated. */
export function RoleChip({ role }: { role: Role }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLORS[role]} variant={role === 'user' ? 'outlined' : 'filled'} label={t(`adminSettings.roles.${role}`)} />;
}
