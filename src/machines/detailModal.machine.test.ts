import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { detailModalMachine, type DetailModalEvent } from './detailModal.machine';
import { selectDetailId, selectIsDetailOpen } from './detailModal.selectors';
import { byTransition, coverage, eventsOf, pathCases, replay } from './testing/pathTesting';

describe('detailModalMachine', () => {
  it('starts closed with no id', () => {
    const detail = createActor(detailModalMachine).start();
    expect(detail.getSnapshot().value).toBe('closed');
    expect(selectDetailId(detail.getSnapshot())).toBeNull();
  });

  it('opens for an id, switches id while open, and forgets it on close', () => {
    const detail = createActor(detailModalMachine).start();
    detail.send({ type: 'detail.open', id: 'order-aaaaaa0001' });
    expect(selectIsDetailOpen(detail.getSnapshot())).toBe(true);
    expect(selectDetailId(detail.getSnapshot())).toBe('order-aaaaaa0001');
    detail.send({ type: 'detail.open', id: 'order-aaaaaa0002' });
    expect(detail.getSnapshot().value).toBe('open');
    expect(selectDetailId(detail.getSnapshot())).toBe('order-aaaaaa0002');
    detail.send({ type: 'detail.close' });
    expect(detail.getSnapshot().value).toBe('closed');
    expect(selectDetailId(detail.getSnapshot())).toBeNull();
  });

  it('resumes open from a snapshot', () => {
    const snapshot = detailModalMachine.resolveState({ value: 'open', context: { id: 'user-7' } });
    const detail = createActor(detailModalMachine, { snapshot }).start();
    expect(selectDetailId(detail.getSnapshot())).toBe('user-7');
    detail.send({ type: 'detail.close' });
    expect(detail.getSnapshot().context.id).toBeNull();
  });

  describe('paths', () => {
    const events: DetailModalEvent[] = [
      { type: 'detail.open', id: 'user-1' },
      { type: 'detail.open', id: 'user-2' },
      { type: 'detail.close' },
    ];
    const paths = getShortestPaths(detailModalMachine, { events, serializeState: byTransition });

    it.each(pathCases(paths))('reaches %s', (_, path) => {
      const sent = eventsOf(path);
      const { actor } = replay(detailModalMachine, undefined, sent);
      const { value, context } = actor.getSnapshot();
      expect(value).toEqual(path.state.value);
      const lastOpen = sent.findLast((event) => event.type === 'detail.open');
      expect(context.id).toBe(value === 'open' ? lastOpen?.id : null);
    });

    it('cover every state and transition', () => {
      expect(coverage(detailModalMachine, undefined, paths)).toEqual({ missingStates: [], missingTransitions: [] });
    });
  });
});
