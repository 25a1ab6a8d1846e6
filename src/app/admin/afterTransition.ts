/**
 * Runs an app-supplied action's work once the machine's transition is over (a microtask later, before anything
 * paints). The work sends to other actors (the data store, the toaster, whose actions enqueue more): run inside
 * the custom action, XState would take their built-in actions for ones the custom action called itself, and
 * warn "Custom actions should not call `assign()` directly".
 */
export function afterTransition(work: () => void): void {
  queueMicrotask(work);
}
