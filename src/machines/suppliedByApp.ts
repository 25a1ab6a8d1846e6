/**
 * The default implementation of an action a machine declares but cannot own
 * (an alert, a store write): it does nothing, and it carries the params type
 * that the app's real implementation, given through `.provide(...)`, receives.
 *
 * ```ts
 * setup({ actions: { save: suppliedByApp<{ id: string }>() } })
 * ```
 */
export function suppliedByApp<TParams = undefined>(): (args: unknown, params: TParams) => void {
  return () => {};
}
