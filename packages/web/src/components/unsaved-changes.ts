/**
 * The unsaved-changes guard of every editor with a Save button (docs/product.md §9.2).
 *
 * An editor says whether it holds unsaved changes: `const { confirmDiscard } = useUnsavedChangesGuard(dirty)`.
 * While any editor on the page is dirty, leaving the page asks first: a route change (React Router's
 * blocker, hence the data routers of app.tsx and testing/render.tsx) shows the translated dialog, and
 * closing or reloading the tab gets the browser's own `beforeunload` question. For a switch inside the
 * page (another position, another employee) the editor awaits `confirmDiscard()` before switching: it
 * resolves `true` at once when this editor is clean, else after the user's answer in the same dialog.
 *
 * One `<UnsavedChangesProvider>` inside the router (app.tsx, testing/render.tsx) holds the dirty editors,
 * the one blocker (a router supports only one) and the one dialog.
 */
import { createContext, createElement, lazy, Suspense, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type BlockerFunction } from 'react-router';

// The dialog (MUI's Dialog, Modal, TextField and Select behind it) is not part of the first paint: the
// provider sits in every page, the login page too, and only an editor with changes can need it.
const ConfirmDialog = lazy(() => import('./ui/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })));

interface UnsavedChangesRegistry {
  setDirty(id: string, dirty: boolean): void;
  ask(): Promise<boolean>;
}

const UnsavedChangesContext = createContext<UnsavedChangesRegistry | null>(null);

/** The translated question: "You have unsaved changes. Leave without saving?" */
export function UnsavedChangesDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  const { t } = useTranslation();
  return createElement(ConfirmDialog, {
    open,
    onClose: onStay,
    onConfirm: onLeave,
    title: t('common.unsavedChanges.title'),
    description: t('common.unsavedChanges.message'),
    confirmLabel: t('common.unsavedChanges.leave'),
    cancelLabel: t('common.unsavedChanges.stay'),
    testId: 'unsaved-changes-dialog',
  });
}

/** Holds which editors are dirty; blocks route changes and unloads while one is. Place it inside the router. */
export function UnsavedChangesProvider({ children }: { children?: ReactNode }) {
  const dirtyIds = useRef(new Set<string>());
  const [anyDirty, setAnyDirty] = useState(false);
  const [question, setQuestion] = useState<((leave: boolean) => void) | null>(null);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyIds.current.size > 0 && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!anyDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show their question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [anyDirty]);

  const registry = useMemo<UnsavedChangesRegistry>(
    () => ({
      setDirty(id, dirty) {
        if (dirty) dirtyIds.current.add(id);
        else dirtyIds.current.delete(id);
        setAnyDirty(dirtyIds.current.size > 0);
      },
      ask: () => new Promise<boolean>((resolve) => setQuestion(() => resolve)),
    }),
    [],
  );

  const open = blocker.state === 'blocked' || question !== null;
  // The dialog loads as soon as an editor holds changes, before anyone may leave, and then stays mounted (it
  // closes with its transition); a page without changes never loads it.
  const [dialogWanted, setDialogWanted] = useState(false);
  if ((anyDirty || open) && !dialogWanted) setDialogWanted(true);

  const answer = (leave: boolean) => {
    if (blocker.state === 'blocked') {
      if (leave) blocker.proceed();
      else blocker.reset();
    }
    if (question) {
      question(leave);
      setQuestion(null);
    }
  };

  return createElement(
    UnsavedChangesContext.Provider,
    { value: registry },
    children,
    dialogWanted &&
      createElement(Suspense, { fallback: null }, createElement(UnsavedChangesDialog, { open, onStay: () => answer(false), onLeave: () => answer(true) })),
  );
}

/**
 * Guards one editor: `dirty` is whether it holds unsaved changes (e.g. react-hook-form's `formState.isDirty`).
 * Returns `confirmDiscard()`, to await before an in-page switch that would drop the changes.
 */
export function useUnsavedChangesGuard(dirty: boolean): { confirmDiscard: () => Promise<boolean> } {
  const registry = useContext(UnsavedChangesContext);
  if (!registry) throw new Error('useUnsavedChangesGuard needs <UnsavedChangesProvider> inside the router (app.tsx, testing/render.tsx)');
  const id = useId();
  useEffect(() => {
    registry.setDirty(id, dirty);
    return () => registry.setDirty(id, false);
  }, [registry, id, dirty]);
  const confirmDiscard = useCallback(() => (dirty ? registry.ask() : Promise.resolve(true)), [registry, dirty]);
  return { confirmDiscard };
}
