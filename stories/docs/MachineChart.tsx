import type { AnyStateMachine } from 'xstate';
import { MachineDiagram } from './MachineDiagram';

interface StateNodeLike {
  key: string;
  description?: string;
  on: Record<string, Array<{ target?: ReadonlyArray<{ key: string }>; guard?: { type?: string } | unknown }>>;
  always?: Array<{ target?: ReadonlyArray<{ key: string }>; guard?: unknown }>;
  states: Record<string, StateNodeLike>;
}

const guardName = (guard: unknown): string => {
  if (typeof guard === 'string') return ` [${guard}]`;
  if (guard && typeof guard === 'object' && 'type' in guard) return ` [${String((guard as { type: unknown }).type)}]`;
  return '';
};

function transitionsOf(node: StateNodeLike): Array<{ event: string; to: string }> {
  const rows: Array<{ event: string; to: string }> = [];
  for (const [event, list] of Object.entries(node.on)) {
    for (const t of list) {
      rows.push({ event: `${event}${guardName(t.guard)}`, to: t.target?.map((n) => n.key).join(', ') || '(stays)' });
    }
  }
  for (const t of node.always ?? []) {
    rows.push({ event: `(immediately)${guardName(t.guard)}`, to: t.target?.map((n) => n.key).join(', ') || '(stays)' });
  }
  return rows;
}

/**
 * An XState machine as a diagram (generated from its definition, see MachineDiagram) beside a table
 * of its states, their descriptions and every transition, both read from the machine itself.
 */
export function MachineChart({ machine }: { machine: AnyStateMachine }) {
  const root = machine.root as unknown as StateNodeLike & { config: { initial?: string; description?: string } };
  const initial = (machine.config as { initial?: string }).initial;
  return (
    <div>
      {machine.config.description ? <p>{machine.config.description}</p> : null}
      <MachineDiagram machine={machine} />
      <table>
        <thead>
          <tr>
            <th scope="col">State</th>
            <th scope="col">Meaning</th>
            <th scope="col">Event, and the state it leads to</th>
          </tr>
        </thead>
        <tbody>
          {Object.values(root.states).map((state) => (
            <tr key={state.key}>
              <td>
                <code>{state.key}</code>
                {state.key === initial ? ' (initial)' : ''}
              </td>
              <td>{state.description ?? ''}</td>
              <td>
                {transitionsOf(state).length === 0 ? '—' : null}
                {transitionsOf(state).map((t) => (
                  <div key={`${t.event}-${t.to}`}>
                    <code>{t.event}</code> to <code>{t.to}</code>
                  </div>
                ))}
                {transitionsOf(root).map((t) => (
                  <div key={`root-${t.event}`}>
                    <code>{t.event}</code> (any state) to <code>{t.to}</code>
                  </div>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
