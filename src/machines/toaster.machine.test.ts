import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { TOAST_DURATION, TOAST_LIMIT, toasterMachine, type ToastContent } from './toaster.machine';
import { selectToasts, selectToastsPaused } from './toaster.selectors';

const saved: ToastContent = { tone: 'success', message: 'Via Milano Kitchen saved.' };
const deleted: ToastContent = { tone: 'info', message: 'Arancini deleted.', actionLabel: 'Undo', onAction: () => {} };

function start(input = {}) {
  return createActor(toasterMachine, { input }).start();
}
const messages = (actor: ReturnType<typeof start>) => selectToasts(actor.getSnapshot()).map((t) => t.message);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toasterMachine', () => {
  it('shows a toast with a new id and dismisses it after the duration', () => {
    const toaster = start();
    toaster.send({ type: 'toast.show', toast: saved });
    expect(selectToasts(toaster.getSnapshot())).toEqual([{ ...saved, id: 'toast-1' }]);
    vi.advanceTimersByTime(TOAST_DURATION - 1);
    expect(messages(toaster)).toEqual([saved.message]);
    vi.advanceTimersByTime(1);
    expect(messages(toaster)).toEqual([]);
    // Ids are never reused.
    toaster.send({ type: 'toast.show', toast: saved });
    expect(selectToasts(toaster.getSnapshot())[0]?.id).toBe('toast-2');
  });

  it('stacks toasts oldest first; each has its own clock', () => {
    const toaster = start({ duration: 1000 });
    toaster.send({ type: 'toast.show', toast: saved });
    vi.advanceTimersByTime(600);
    toaster.send({ type: 'toast.show', toast: deleted });
    expect(messages(toaster)).toEqual([saved.message, deleted.message]);
    vi.advanceTimersByTime(400);
    expect(messages(toaster)).toEqual([deleted.message]);
    vi.advanceTimersByTime(600);
    expect(messages(toaster)).toEqual([]);
  });

  it(`shows at most ${TOAST_LIMIT}: a new one pushes the oldest out`, () => {
    const toaster = start();
    for (let n = 1; n <= TOAST_LIMIT + 1; n += 1)
      toaster.send({ type: 'toast.show', toast: { ...saved, message: `m${n}` } });
    expect(messages(toaster)).toEqual(['m2', 'm3', 'm4']);
    // The dropped toast's timer is gone with it: nothing fires for it later.
    expect(Object.keys(toaster.getSnapshot().children)).toEqual(['toast-2', 'toast-3', 'toast-4']);
  });

  it('pauses every clock while hovered or focused, and counts the whole duration again on resume', () => {
    const toaster = start({ duration: 1000 });
    toaster.send({ type: 'toast.show', toast: saved });
    vi.advanceTimersByTime(900);
    toaster.send({ type: 'toasts.pause' });
    expect(selectToastsPaused(toaster.getSnapshot())).toBe(true);
    // A toast shown while paused waits too.
    toaster.send({ type: 'toast.show', toast: deleted });
    vi.advanceTimersByTime(60_000);
    expect(messages(toaster)).toEqual([saved.message, deleted.message]);
    toaster.send({ type: 'toasts.resume' });
    vi.advanceTimersByTime(999);
    expect(messages(toaster)).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(messages(toaster)).toEqual([]);
  });

  it('dismisses on request; an unknown id changes nothing', () => {
    const toaster = start();
    toaster.send({ type: 'toast.show', toast: saved });
    const before = toaster.getSnapshot().context;
    toaster.send({ type: 'toast.dismiss', id: 'toast-9' });
    expect(toaster.getSnapshot().context).toBe(before);
    toaster.send({ type: 'toast.dismiss', id: 'toast-1' });
    expect(messages(toaster)).toEqual([]);
    expect(toaster.getSnapshot().children).toEqual({});
  });

  it('updates a toast in place and restarts its clock (Deleted → Restored)', () => {
    const toaster = start({ duration: 1000 });
    toaster.send({ type: 'toast.show', toast: deleted });
    vi.advanceTimersByTime(800);
    toaster.send({ type: 'toast.update', id: 'toast-1', toast: { tone: 'success', message: 'Arancini restored.' } });
    expect(selectToasts(toaster.getSnapshot())).toEqual([
      { tone: 'success', message: 'Arancini restored.', id: 'toast-1' },
    ]);
    vi.advanceTimersByTime(800);
    expect(messages(toaster)).toEqual(['Arancini restored.']);
    vi.advanceTimersByTime(200);
    expect(messages(toaster)).toEqual([]);
  });
});
