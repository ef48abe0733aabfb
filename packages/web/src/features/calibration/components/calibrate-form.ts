import { calibrateBodySchema, type CalibrateBody } from '@performa/contracts/api/results';
import { parseDecimal } from '@performa/contracts/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { numberText } from '../../../lib/numbers.ts';
import { notify } from '../../../lib/toast.ts';
import { useCalibrate } from '../api/calibrate.ts';

export type CalibrateField = 'after_calibration_score' | 'box' | 'reason';
const FIELDS: readonly string[] = ['after_calibration_score', 'box', 'reason'];

/**
 * The send of an adjustment or a move (docs/product.md §5.7): checked in the browser with the contract's
 * schema (the reason is required) and, given `maxScore` (the calibration view's max_calibrated_score), the
 * range of an after-calibration score as the server checks it (0 to the project's maximum achievement × 100),
 * then sent; the server's field errors land on the fields, any other refusal (calibration closed, no score)
 * above them.
 */
export function useCalibrateForm(onDone: () => void, maxScore?: number) {
  const { t, i18n } = useTranslation();
  const calibrate = useCalibrate();
  const [errors, setErrors] = useState<Partial<Record<CalibrateField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const text = (message: string) => (i18n.exists(message) ? t(message as never) : message);

  const send = (body: CalibrateBody, doneText: string) => {
    setFailure(null);
    const parsed = calibrateBodySchema.safeParse(body);
    const found: Partial<Record<CalibrateField, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (FIELDS.includes(field)) found[field as CalibrateField] ??= text(issue.message);
      }
    }
    const score = typeof body.after_calibration_score === 'string' ? parseDecimal(body.after_calibration_score) : body.after_calibration_score;
    if (maxScore !== undefined && typeof score === 'number' && (score < 0 || score > maxScore)) {
      found.after_calibration_score ??= t('validation.calibratedScoreRange', { max: numberText(maxScore) });
    }
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setErrors({});
    calibrate.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(doneText);
        onDone();
      },
      onError: (error) => {
        if (isApiError(error) && error.fieldErrors) {
          const onFields: Partial<Record<CalibrateField, string>> = {};
          const rest: string[] = [];
          for (const [field, messages] of Object.entries(error.fieldErrors)) {
            if (FIELDS.includes(field)) onFields[field as CalibrateField] = messages.join(' ');
            else rest.push(...messages);
          }
          setErrors(onFields);
          setFailure(rest.length > 0 ? rest.join(' ') : null);
        } else {
          setFailure(errorMessage(error));
        }
      },
    });
  };
  return { send, errors, failure, busy: calibrate.isPending };
}
