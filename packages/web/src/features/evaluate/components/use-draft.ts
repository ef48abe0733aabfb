import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.ts';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes.ts';

/** How long the form waits after the last change before it saves the draft by itself. */
export const AUTOSAVE_DELAY_MS = 1500;

export type DraftStatus = 'clean' | 'pending' | 'saving' | 'saved' | 'failed';

/** The server's field messages by the form's field key (`answers.12`, `survey.3`, `goals.5`, `sub_goals.9`, `memo`). */
export type FieldMessages = Record<string, string>;

export interface DraftOptions<V, B extends object> {
  initial: V;
  editable: boolean;
  /** The body that saves what differs between the saved values and the current ones; null when nothing to send differs. */
  changes: (saved: V, current: V) => B | null;
  /** Whether two values differ at all (also in what cannot be sent yet, e.g. a number still being typed). */
  differ: (a: V, b: V) => boolean;
  save: (body: B & { submit?: boolean }) => Promise<unknown>;
  /** Where the fields are: the first one with an error is scrolled to and focused. */
  container: RefObject<HTMLElement | null>;
  /**
   * What submitting needs and the values still lack, as messages by field key (none: complete). Checked
   * before the evaluator is asked to submit; the server checks the submission again.
   */
  missing?: (values: V) => FieldMessages;
}

/** The key of a server field error as the form marks it: `answers.12.rating` → `answers.12`. */
const fieldKey = (field: string) => field.split('.').slice(0, 2).join('.');

/**
 * The draft of an evaluation form (docs/product.md §5.5): the values as the evaluator changes them, saved
 * by themselves shortly after each change (only what changed is sent), or at once with "Save draft", or
 * submitted. Sends one at a time. A refusal puts the server's field messages at their fields (the first
 * is focused) and the others in `failure`; an empty manual save shows the server's answer ('Do not have
 * any changes to save.') as information. `check` marks what submitting still needs the same way, before
 * anything is asked or sent. Leaving with unsaved changes asks first.
 */
export function useDraft<V, B extends object>({ initial, editable, changes, differ, save, container, missing }: DraftOptions<V, B>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [status, setStatus] = useState<Exclude<DraftStatus, 'pending'>>('clean');
  const [errors, setErrors] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const latest = useRef({ values, saved });
  latest.current = { values, saved };
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  /** The last body the autosave sent in vain: it is not sent again by itself. */
  const refused = useRef<string | null>(null);

  const body = useMemo(() => changes(saved, values), [changes, saved, values]);
  const dirty = useMemo(() => differ(saved, values), [differ, saved, values]);
  useUnsavedChangesGuard(editable && dirty);

  const run = useCallback(
    async (kind: 'auto' | 'manual' | 'submit'): Promise<boolean> => {
      const { values: sent, saved: base } = latest.current;
      const change = changes(base, sent);
      if (kind === 'auto' && (change === null || JSON.stringify(change) === refused.current)) return false;
      setStatus('saving');
      try {
        await save(kind === 'submit' ? { ...(change ?? ({} as B)), submit: true } : (change ?? ({} as B)));
        latest.current.saved = sent;
        setSaved(sent);
        refused.current = null;
        setFailure(null);
        if (kind === 'submit') setErrors({});
        setStatus('saved');
        return true;
      } catch (error) {
        if (kind === 'auto') refused.current = JSON.stringify(change);
        if (isApiError(error) && error.fieldErrors) {
          const { non_field_errors: general = [], ...fields } = error.fieldErrors;
          if (kind === 'manual' && change === null && Object.keys(fields).length === 0) {
            // Nothing to save: the server says so, and that is information, not a failure.
            notify.info(general.join(' '));
            setStatus((current) => (current === 'saving' ? 'clean' : current));
            return false;
          }
          const messages: FieldMessages = {};
          for (const [field, list] of Object.entries(fields)) messages[fieldKey(field)] = [messages[fieldKey(field)], ...list].filter(Boolean).join(' ');
          setErrors((current) => ({ ...current, ...messages }));
          setFailure(general.length ? general.join(' ') : Object.keys(messages).length ? t('evaluate.form.fixErrors') : null);
          if (Object.keys(messages).length) setFocusRequest((n) => n + 1);
          // A submission refused for what is missing, with nothing unsaved: what is on screen is saved, not "Not saved".
          if (kind === 'submit' && change === null) {
            setStatus('saved');
            return false;
          }
        } else {
          setFailure(errorMessage(error));
        }
        setStatus('failed');
        return false;
      }
    },
    [changes, save, t],
  );

  /** Sends one save after the ones under way. */
  const send = useCallback(
    (kind: 'auto' | 'manual' | 'submit') => {
      const next = queue.current.then(() => run(kind));
      queue.current = next;
      return next;
    },
    [run],
  );

  useEffect(() => {
    if (!editable || body === null) return;
    const timer = setTimeout(() => void send('auto'), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [editable, body, send]);

  // After a refusal: scroll to the first field with an error and focus its first control.
  useEffect(() => {
    if (focusRequest === 0) return;
    const first = container.current?.querySelector<HTMLElement>('[data-invalid="true"]');
    if (!first) return;
    first.scrollIntoView?.({ block: 'center' });
    first.querySelector<HTMLElement>('input:not([disabled]), textarea:not([disabled]), button:not([disabled])')?.focus();
  }, [focusRequest, container]);

  /** Changes the values; the errors of the changed fields go (they are checked again on the next save). */
  const change = useCallback((update: (current: V) => V, fields: readonly string[] = []) => {
    setValues(update);
    if (fields.length)
      setErrors((current) => {
        if (!fields.some((field) => field in current)) return current;
        const next = { ...current };
        for (const field of fields) delete next[field];
        return next;
      });
  }, []);

  /**
   * Whether the values are complete for submitting; if not, the missing answers are marked at their fields
   * (the first is focused), `failure` says so, and nothing is sent.
   */
  const check = useCallback((): boolean => {
    const messages = missing?.(latest.current.values) ?? {};
    if (Object.keys(messages).length === 0) return true;
    setErrors((current) => ({ ...current, ...messages }));
    setFailure(t('evaluate.form.fixErrors'));
    setFocusRequest((n) => n + 1);
    return false;
  }, [missing, t]);

  const shownStatus: DraftStatus = status === 'saving' || status === 'failed' ? status : dirty ? 'pending' : status;
  return {
    values,
    change,
    dirty,
    status: shownStatus,
    errors,
    failure,
    saveDraft: () => send('manual'),
    check,
    submit: () => send('submit'),
  };
}
