/**
 * Helpers for the machine path tests (`*.machine.test.ts`), built on
 * `xstate/graph`. Test-only: nothing in the app imports this.
 *
 * - `byTransition` makes the graph traversal treat every (state, event, next
 *   state) triple as its own vertex, so `getShortestPaths` yields one shortest
 *   path per transition, not just one per state. Passing `events` as a list
 *   tries every event in every state, so each path table also checks that
 *   events a state does not handle leave it alone.
 * - `replay` runs a path's events on a real actor and records, through the
 *   inspection API, every transition taken and every state entered, transient
 *   ones (`always`) included.
 * - `coverage` replays all paths and lists the declared states and
 *   transitions no path exercised.
 */
import {
  createActor,
  type Actor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type InputFrom,
} from 'xstate';
import { getStateNodes, type StatePath } from 'xstate/graph';

/** `serializeState` for `getShortestPaths`: one vertex per transition. */
export function byTransition(
  state: AnyMachineSnapshot,
  event: AnyEventObject | undefined,
  previous?: AnyMachineSnapshot,
): string {
  const value = JSON.stringify(state.value);
  if (event === undefined) return value;
  return `${JSON.stringify(previous?.value)} --${JSON.stringify(event)}--> ${value}`;
}

function guardName(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type);
  return 'inline';
}

/** `#cart.filled --cart.clear--> #cart.empty`, `#cartModal.checkingOut --(always)--> #cartModal.closed`. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const guard = guardName(transition.guard);
  const event = transition.eventType === '' ? '(always)' : transition.eventType;
  const targets = transition.target?.map((node) => `#${node.id}`).join(',') ?? '(self)';
  return `#${transition.source.id} --${event}${guard ? ` [${guard}]` : ''}--> ${targets}`;
}

/** Every transition the machine declares (`on` and `always`, on every state node). */
export function declaredTransitions(machine: AnyStateMachine): string[] {
  return [machine.root, ...getStateNodes(machine.root)].flatMap((node) =>
    [...[...node.transitions.values()].flat(), ...(node.always ?? [])].map(transitionKey),
  );
}

/** Every state node id, as `#machine.state`. */
export function declaredStates(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((node) => `#${node.id}`);
}

export interface Replay<TMachine extends AnyStateMachine> {
  actor: Actor<TMachine>;
  /** `transitionKey`s of every transition taken, in order. */
  taken: string[];
  /** Ids of every state node entered, in order, transient ones included. */
  entered: string[];
}

/** Starts `machine` with `input`, sends `events`, and records what happened. */
export function replay<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  events: readonly AnyEventObject[],
): Replay<TMachine> {
  const taken: string[] = [];
  const entered: string[] = (machine.root.initial?.target ?? []).map((node) => `#${node.id}`);
  const actor = createActor(machine as AnyStateMachine, {
    input,
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep') return;
      for (const transition of inspection._transitions) {
        taken.push(transitionKey(transition));
        entered.push(...(transition.target ?? []).map((node) => `#${node.id}`));
      }
    },
  }) as Actor<TMachine>;
  actor.start();
  for (const event of events) (actor as Actor<AnyStateMachine>).send(event);
  return { actor, taken, entered };
}

/**
 * The events to send to walk a path, in order. The graph's steps pair each
 * state with the event that led to it, starting with a synthetic
 * `xstate.init` that the actor's own start replaces.
 */
export function eventsOf(path: StatePath<AnyMachineSnapshot, AnyEventObject>): AnyEventObject[] {
  return path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init');
}

function describeValue(value: unknown): string {
  if (typeof value === 'object' && value !== null && 'id' in value) return String(value.id);
  const json = JSON.stringify(value);
  // A whole data set (`seed.finished`) would make a test name of thousands of characters.
  return json.length > 80 ? `${json.slice(0, 40)}…` : json;
}

/** `modal.open → modal.checkout`, with payloads shortened (`cart.add(item=restaurant-1-item-1)`). */
export function describeEvents(events: readonly AnyEventObject[]): string {
  if (events.length === 0) return '(initial)';
  return events
    .map(({ type, ...payload }) => {
      const fields = Object.entries(payload).map(([key, value]) => `${key}=${describeValue(value)}`);
      return fields.length ? `${type}(${fields.join(', ')})` : type;
    })
    .join(' → ');
}

/** Test-table rows: `[description, path]`, one per shortest path. */
export function pathCases<TPath extends StatePath<AnyMachineSnapshot, AnyEventObject>>(
  paths: readonly TPath[],
): Array<[string, TPath]> {
  return paths.map((path) => [`${JSON.stringify(path.state.value)} via ${describeEvents(eventsOf(path))}`, path]);
}

/** Declared states and transitions that replaying `paths` never reaches. */
export function coverage<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  paths: readonly StatePath<AnyMachineSnapshot, AnyEventObject>[],
): { missingStates: string[]; missingTransitions: string[] } {
  const taken = new Set<string>();
  const entered = new Set<string>();
  for (const path of paths) {
    const run = replay(machine, input, eventsOf(path));
    run.taken.forEach((key) => taken.add(key));
    run.entered.forEach((id) => entered.add(id));
    run.actor.stop();
  }
  return {
    missingStates: declaredStates(machine).filter((id) => !entered.has(id)),
    missingTransitions: declaredTransitions(machine).filter((key) => !taken.has(key)),
  };
}
