/**
 * The admin screens' local modal flows, each an XState actor, behind small intent-named APIs.
 * The delete and the save the machines cannot own are supplied with `.provide` and call the latest
 * callback the page rendered, so each machine is created once per page.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  confirmMachine,
  detailModalMachine,
  formModalMachine,
  selectConfirmTarget,
  selectDetailId,
  selectEditingId,
  selectFormMode,
  selectHasChanges,
  selectIsConfirming,
  selectIsConfirmingDiscard,
  selectIsFormOpen,
  selectIsSaving,
  type FormModalSnapshot,
  type FormSaveParams,
} from '../../machines';
import { useStableCallback } from '../../components/ui';

/**
 * Runs an app-supplied action's work once the machine's transition is over (a microtask later, before anything
 * paints). The work sends to other actors (the data store, the toaster, whose actions enqueue more): run inside
 * the custom action, XState would take their built-in actions for ones the custom action called itself, and
 * warn "Custom actions should not call `assign()` directly".
 */
function afterTransition(work: () => void): void {
  queueMicrotask(work);
}

/**
 * The Add/Edit form dialog. The form validates what was typed and reports whether it holds changes; valid
 * values are submitted (`form.submit`): the dialog stays for the save's round-trip (`saving`, its submit
 * button busy, close requests ignored), then the machine runs `save` with them, once, and the dialog closes.
 * A close request (the close button, Escape, the backdrop, Cancel, a Back or reload of the browser) closes a
 * pristine form at once and asks "Discard changes?" over one with changes; a navigation during the save
 * waits for it.
 */
export function useFormModal<V>(save: (values: V, params: FormSaveParams) => void) {
  // The machine is made once; it calls the page's latest `save` (when `saving` ends).
  const latestSave = useStableCallback(save);
  const [machine] = useState(() =>
    formModalMachine.provide({
      // The values are the ones `submit` below sent, so of type V.
      actions: { save: (_, { values, ...params }) => afterTransition(() => latestSave(values as V, params)) },
    }),
  );
  const [state, send, actor] = useMachine(machine);
  const saving = selectIsSaving(state);
  // A navigation held back while the discard question is asked; resumed if the changes are discarded.
  const heldNavigation = useRef<(() => void) | null>(null);
  // A navigation held back during a save; resumed once it is saved (the page would otherwise go, unsaved).
  const navigationAfterSave = useRef<(() => void) | null>(null);
  useDiscardGuard(selectHasChanges(state) || saving, actor, (resume) => {
    if (selectIsSaving(actor.getSnapshot())) {
      navigationAfterSave.current = resume;
      return;
    }
    heldNavigation.current = resume;
    send({ type: 'form.close' });
  });
  useEffect(() => {
    if (saving) return;
    const resume = navigationAfterSave.current;
    navigationAfterSave.current = null;
    resume?.();
  }, [saving]);
  return {
    isOpen: selectIsFormOpen(state),
    confirmingDiscard: selectIsConfirmingDiscard(state),
    /** The submitted values are being saved (the submit button is busy). */
    saving,
    mode: selectFormMode(state),
    editingId: selectEditingId(state),
    openNew: () => send({ type: 'form.openNew' }),
    openEdit: (id: string) => send({ type: 'form.openEdit', id }),
    /** The form's `onDirtyChange`. */
    changed: (dirty: boolean) => send({ type: 'form.changed', dirty }),
    /** The form's `onSubmit`: the values passed its validation (a second submit while saving is ignored). */
    submit: (values: V) => send({ type: 'form.submit', values }),
    /** Cancel, the close button, Escape, the backdrop. */
    close: () => {
      heldNavigation.current = null;
      send({ type: 'form.close' });
    },
    keepEditing: () => {
      heldNavigation.current = null;
      send({ type: 'discard.keep' });
    },
    discard: () => {
      const resume = heldNavigation.current;
      heldNavigation.current = null;
      send({ type: 'discard.confirm' });
      resume?.();
    },
  };
}

/**
 * While a form holds changes (or is being saved), a navigation asks first: a same-document one (browser
 * Back / Forward, a link) is held back through the Navigation API and `ask` is called with a way to resume
 * it; leaving the document (reload, closing the tab) gets the browser's own question (`beforeunload`).
 * `actor` is read live so a navigation resumed right after Discard (or the save) is not held back again.
 */
function useDiscardGuard(
  active: boolean,
  actor: { getSnapshot: () => FormModalSnapshot },
  ask: (resume: () => void) => void,
) {
  const onAttempt = useEffectEvent(ask);
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (selectHasChanges(actor.getSnapshot())) event.preventDefault();
    };
    const navigation = window.navigation;
    const onNavigate = (event: NavigateEvent) => {
      const snapshot = actor.getSnapshot();
      if (!event.cancelable || event.hashChange || !(selectHasChanges(snapshot) || selectIsSaving(snapshot))) return;
      event.preventDefault();
      const { destination, navigationType } = event;
      onAttempt(() => {
        if (navigationType === 'traverse') navigation?.traverseTo(destination.key);
        else navigation?.navigate(destination.url, { history: navigationType === 'replace' ? 'replace' : 'push' });
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    navigation?.addEventListener('navigate', onNavigate);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      navigation?.removeEventListener('navigate', onNavigate);
    };
  }, [active, actor]);
}

/** The delete confirmation; `onConfirmed` runs with the record's id when the user agrees. */
export function useConfirm(onConfirmed: (id: string) => void) {
  // The machine is made once; it calls the page's latest `onConfirmed` (after a user event).
  const latestConfirmed = useStableCallback(onConfirmed);
  const [machine] = useState(() =>
    confirmMachine.provide({
      actions: { onConfirmed: (_, { id }) => afterTransition(() => latestConfirmed(id)) },
    }),
  );
  const [state, send] = useMachine(machine);
  return {
    isOpen: selectIsConfirming(state),
    targetId: selectConfirmTarget(state),
    ask: (id: string) => send({ type: 'confirm.ask', id }),
    confirm: () => send({ type: 'confirm.yes' }),
    cancel: () => send({ type: 'confirm.no' }),
  };
}

/** A detail dialog (order, user): which id is shown, if any. */
export function useDetailModal() {
  const [state, send] = useMachine(detailModalMachine);
  return {
    id: selectDetailId(state),
    open: (id: string) => send({ type: 'detail.open', id }),
    close: () => send({ type: 'detail.close' }),
  };
}
