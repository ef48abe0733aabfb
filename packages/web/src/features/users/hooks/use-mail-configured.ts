import { useSession } from '../../../lib/session.ts';

/** Whether the server sends email (`me.mail_configured`, ADR 28): without it, invitations reach nobody. */
export const useMailConfigured = () => useSession((s) => s.user.mail_configured);
