import { useEffect, useEffectEvent } from 'react';
import { selectHasChanges, selectIsSaving, type FormModalSnapshot } from '../../machines';

/**
 * While a form holds changes (or is being saved), a navigation asks first: a same-document one (browser
 * Back / Forward, a link) is held back through the Navigation API and `ask` is called with a way to resume
 * it; leaving the document (reload, closing the tab) gets the browser's own question (`beforeunload`).
 * `actor` is read live so a navigation resumed right after Discard (or the save) is not held back again.
 */
export function useDiscardGuard(
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
