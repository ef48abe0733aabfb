import Alert from '@mui/material/Alert';
import { useMailConfigured } from '../hooks/use-mail-configured.ts';

/**
 * The note of the screens that would send mail (docs/product.md §2.9, ADR 28): shown only when no mail
 * server is configured, saying that no email leaves and pointing to "Copy invitation link".
 */
export function NoMailNote({ text, testId }: { text: string; testId: string }) {
  const mailConfigured = useMailConfigured();
  if (mailConfigured) return null;
  return (
    <Alert severity="info" data-testid={testId}>
      {text}
    </Alert>
  );
}
