/**
 * The default implementation of an action a machine declares but cannot own
 * (an alert, a store write): it throws, naming the action, so an app that forgot
 * to supply it with `.provide(...)` fails loudly instead of silently doing
 * nothing. It carries the params type the app's implementation receives.
 *
 * ```ts
 * setup({ actions: { save: suppliedByApp<{ id: string }>('save') } })
 * ```
 */
export function suppliedByApp<TParams = undefined>(name: string): (args: unknown, params: TParams) => void {
  return () => {
    throw new Error(`The action "${name}" must be supplied by the app with machine.provide({ actions: { ${name} } })`);
  };
}
