import type { CSSProperties } from 'react';
import type { AnyStateMachine } from 'xstate';

/** The parts of an XState state node the diagram reads (machine.root and its children). */
interface NodeLike {
  key: string;
  id: string;
  on: Record<string, ReadonlyArray<TransitionLike>>;
  always?: ReadonlyArray<TransitionLike>;
  states: Record<string, NodeLike>;
  initial?: { target: ReadonlyArray<{ key: string }> };
}
interface TransitionLike {
  target?: ReadonlyArray<{ key: string }>;
  guard?: unknown;
}

/** One arrow between two states, with every event that takes it. */
export interface Edge {
  from: string;
  to: string;
  labels: string[];
}

/** What the diagram draws, derived from the machine definition alone. */
export interface MachineLayout {
  /** Top-level states, in breadth-first order from the initial state. */
  states: string[];
  initial: string | undefined;
  /** Per state, the events handled without leaving it (no target). */
  stays: Record<string, string[]>;
  /** States left at once (an unguarded `always` transition): drawn dashed. */
  transient: string[];
  edges: Edge[];
  /** Events the machine handles in every state (on the root), without leaving it or to a state. */
  anyState: string[];
}

const guardName = (guard: unknown): string => {
  if (typeof guard === 'string') return ` [${guard}]`;
  if (guard && typeof guard === 'object' && 'type' in guard) return ` [${String((guard as { type: unknown }).type)}]`;
  return '';
};

/** An event as a person reads it: XState's delayed event `xstate.after.SAVE_DELAY.formModal.saving` is "after SAVE_DELAY". */
function eventName(event: string): string {
  const delayed = /^xstate\.after\.([^.]+)\./.exec(event);
  return delayed ? `after ${delayed[1]}` : event;
}

/** Reads states and transitions from `machine.root` (the same objects XState runs). */
export function layoutOf(machine: AnyStateMachine): MachineLayout {
  const root = machine.root as unknown as NodeLike;
  const children = root.states;
  const initial = root.initial?.target[0]?.key;
  const stays: Record<string, string[]> = {};
  const edges = new Map<string, Edge>();
  const addEdge = (from: string, to: string, label: string) => {
    const key = `${from}→${to}`;
    const edge = edges.get(key) ?? { from, to, labels: [] };
    edge.labels.push(label);
    edges.set(key, edge);
  };
  const transient: string[] = [];
  for (const node of Object.values(children)) {
    stays[node.key] = [];
    const always = node.always ?? [];
    if (always.some((t) => !t.guard && (t.target?.length ?? 0) > 0)) transient.push(node.key);
    const all: Array<[string, TransitionLike]> = [
      ...Object.entries(node.on).flatMap(([event, list]) => list.map((t) => [event, t] as [string, TransitionLike])),
      ...always.map((t) => ['(immediately)', t] as [string, TransitionLike]),
    ];
    for (const [event, t] of all) {
      const label = `${eventName(event)}${guardName(t.guard)}`;
      const targets = t.target ?? [];
      if (targets.length === 0 || targets.every((target) => target.key === node.key)) stays[node.key]!.push(label);
      else for (const target of targets) addEdge(node.key, target.key, label);
    }
  }
  const anyState = Object.entries(root.on).flatMap(([event, list]) =>
    list.map((t) => {
      const to = (t.target ?? []).map((target) => target.key).join(', ');
      return `${event}${guardName(t.guard)}${to ? ` to ${to}` : ''}`;
    }),
  );
  // Breadth-first from the initial state, so arrows mostly run left to right.
  const order: string[] = [];
  const queue = initial ? [initial] : [];
  while (queue.length > 0) {
    const key = queue.shift()!;
    if (order.includes(key)) continue;
    order.push(key);
    for (const edge of edges.values()) if (edge.from === key && !order.includes(edge.to)) queue.push(edge.to);
  }
  for (const key of Object.keys(children)) if (!order.includes(key)) order.push(key);
  return { states: order, initial, stays, transient, edges: [...edges.values()], anyState };
}

// Geometry (px in the SVG's own units; the SVG scales down to its container, never overflows).
const MONO = 7.2; // advance of JetBrains Mono at 12 px
const NAME = 8.2; // advance at 13 px, semibold
const LINE = 16;
const GAP = 96; // horizontal room between two boxes for arrows and labels
const LEFT = 44; // room for the initial-state dot
const ARC = 40; // arc height per column spanned

const textStyle: CSSProperties = { fontFamily: 'var(--font-mono)', fontSize: 12 };

/** A small loop arrow (drawn, not a glyph: the UI fonts' subsets have no arrows) before a self event. */
function Loop({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y - 9})`} aria-hidden="true">
      <path
        d="M 9 5.5 A 4 4 0 1 1 5 1.5"
        fill="none"
        stroke="var(--color-text-muted)"
        strokeWidth={1.4}
        strokeLinecap="round"
      />
      <path d="M 4 -0.5 L 7 1.6 L 4 3.6 z" fill="var(--color-text-muted)" />
    </g>
  );
}

/**
 * A state diagram of an XState machine, generated at render time from the machine definition
 * (`machine.root`), so it cannot drift from the code: states in breadth-first order from the
 * initial one (the dot), arrows that go forward arc above the row and arrows that go back arc
 * below, each labelled with its events and guards. Events a state handles without leaving it are
 * listed in its box (↻); events handled in every state are listed on the machine's frame.
 * States left at once (only `always` transitions) are dashed.
 */
export function MachineDiagram({ machine, title }: { machine: AnyStateMachine; title?: string }) {
  const layout = layoutOf(machine);
  const { states, stays, edges, anyState } = layout;
  const boxWidth = Math.max(
    120,
    ...states.map((s) => s.length * NAME + 28),
    ...states.flatMap((s) => stays[s]!.map((label) => label.length * MONO + 40)),
  );
  const boxHeight = Math.max(...states.map((s) => 34 + stays[s]!.length * LINE));
  const pitch = boxWidth + GAP;
  const column = new Map(states.map((s, i) => [s, i]));
  const span = (e: Edge) => Math.abs(column.get(e.to)! - column.get(e.from)!);
  const forward = edges.filter((e) => column.get(e.to)! > column.get(e.from)!);
  const backward = edges.filter((e) => column.get(e.to)! < column.get(e.from)!);
  const maxUp = Math.max(0, ...forward.map(span));
  const maxDown = Math.max(0, ...backward.map(span));
  const labelLines = (list: Edge[]) => Math.max(1, ...list.map((e) => e.labels.length));
  const frameTop = anyState.length > 0 ? 28 + anyState.length * LINE : 28;
  const top = frameTop + (maxUp > 0 ? ARC * maxUp * 0.75 + labelLines(forward) * LINE + 12 : 8);
  const bottom = maxDown > 0 ? ARC * maxDown * 0.75 + labelLines(backward) * LINE + 20 : 16;
  const width = LEFT + states.length * pitch - GAP + 24;
  const height = top + boxHeight + bottom;
  const x = (s: string) => LEFT + column.get(s)! * pitch;
  const cx = (s: string) => x(s) + boxWidth / 2;
  const marker = `arrow-${machine.id}`;
  const offset = (e: Edge) => Math.min(boxWidth / 2 - 10, 14 + 14 * span(e));

  const arcs = [...forward, ...backward].map((e) => {
    const up = column.get(e.to)! > column.get(e.from)!;
    const y = up ? top : top + boxHeight;
    const dir = up ? 1 : -1;
    const x1 = cx(e.from) + dir * offset(e);
    const x2 = cx(e.to) - dir * offset(e);
    const h = ARC * span(e) * (up ? -1 : 1);
    const apex = y + h * 0.75;
    const lines = e.labels;
    // Label block: above the apex for upper arcs, below it for lower ones.
    const firstLine = up ? apex - 6 - (lines.length - 1) * LINE : apex + 15;
    return (
      <g key={`${e.from}-${e.to}`}>
        <path
          d={`M ${x1} ${y} C ${x1} ${y + h}, ${x2} ${y + h}, ${x2} ${y}`}
          fill="none"
          stroke="var(--color-text-muted)"
          strokeWidth={1.4}
          markerEnd={`url(#${marker})`}
        />
        <text x={(x1 + x2) / 2} y={firstLine} textAnchor="middle" style={textStyle} fill="var(--color-text)">
          {lines.map((label, i) => (
            <tspan
              key={label}
              x={(x1 + x2) / 2}
              dy={i === 0 ? 0 : LINE}
              stroke="var(--color-surface)"
              strokeWidth={4}
              paintOrder="stroke"
            >
              {label}
            </tspan>
          ))}
        </text>
      </g>
    );
  });

  const name = title ?? machine.id;
  const summary = `${name}: ${states.length} states (initial ${layout.initial ?? 'none'}), ${edges.reduce(
    (n, e) => n + e.labels.length,
    0,
  )} transitions between states`;
  return (
    <figure style={{ margin: '0 0 var(--space-4)', maxWidth: '100%' }} data-machine-diagram={machine.id}>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        style={{ display: 'block', width: '100%', maxWidth: width, height: 'auto' }}
      >
        <defs>
          <marker id={marker} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
            <path d="M 0 0 L 10 5 L 0 10 z" fill="var(--color-text-muted)" />
          </marker>
        </defs>
        {/* The machine's frame, with the events it handles in any state. */}
        <rect
          x={1}
          y={1}
          width={width - 2}
          height={height - 2}
          rx={14}
          fill="var(--color-bg)"
          stroke="var(--color-border)"
        />
        <text x={14} y={20} style={{ ...textStyle, fontWeight: 600 }} fill="var(--color-text-muted)">
          {machine.id}
        </text>
        {anyState.map((label, i) => (
          <g key={label}>
            <Loop x={14} y={20 + (i + 1) * LINE} />
            <text x={30} y={20 + (i + 1) * LINE} style={textStyle} fill="var(--color-text)">
              {label} (in any state)
            </text>
          </g>
        ))}
        {layout.initial && (
          <g>
            <circle cx={LEFT - 26} cy={top + 17} r={6} fill="var(--color-text)" />
            <line
              x1={LEFT - 20}
              y1={top + 17}
              x2={LEFT - 2}
              y2={top + 17}
              stroke="var(--color-text)"
              strokeWidth={1.4}
              markerEnd={`url(#${marker})`}
            />
          </g>
        )}
        {arcs}
        {states.map((s) => (
          <g key={s} data-state={s}>
            <rect
              x={x(s)}
              y={top}
              width={boxWidth}
              height={boxHeight}
              rx={10}
              fill="var(--color-surface)"
              stroke={s === layout.initial ? 'var(--color-brand-emphasis)' : 'var(--color-border-strong)'}
              strokeWidth={s === layout.initial ? 2 : 1.4}
              strokeDasharray={layout.transient.includes(s) ? '5 4' : undefined}
            />
            <text
              x={cx(s)}
              y={top + 22}
              textAnchor="middle"
              style={{ ...textStyle, fontSize: 13, fontWeight: 600 }}
              fill="var(--color-text)"
            >
              {s}
            </text>
            {stays[s]!.map((label, i) => (
              <g key={label}>
                <Loop x={x(s) + 10} y={top + 22 + (i + 1) * LINE} />
                <text x={x(s) + 26} y={top + 22 + (i + 1) * LINE} style={textStyle} fill="var(--color-text)">
                  {label}
                </text>
              </g>
            ))}
          </g>
        ))}
      </svg>
      <figcaption
        style={{ fontFamily: 'var(--font-sans)', fontSize: 'var(--font-size-sm)', color: 'var(--color-text-muted)' }}
      >
        Drawn from <code>{machine.id}</code>&apos;s definition: arrows above go forward, arrows below go back; a loop
        marks an event handled without leaving the state; a dashed state is left at once.
      </figcaption>
    </figure>
  );
}
