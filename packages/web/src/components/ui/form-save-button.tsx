import { useTranslation } from 'react-i18next';
import { SubmitButton } from './submit-button.tsx';

export interface FormSaveButtonProps {
  /** The form is being sent. */
  busy: boolean;
  /** The form has changed since it was loaded or saved. */
  dirty: boolean;
  testId: string;
}

/** The Save button of a form that stays on its page (settings, profile): enabled once the form has changed, busy while it is sent. */
export function FormSaveButton({ busy, dirty, testId }: FormSaveButtonProps) {
  const { t } = useTranslation();
  return (
    <SubmitButton busy={busy} disabled={!dirty} data-testid={testId}>
      {t('common.save')}
    </SubmitButton>
  );
}
