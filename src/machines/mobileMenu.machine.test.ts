import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { mobileMenuMachine, type MobileMenuEvent } from './mobileMenu.machine';
import { selectIsMenuOpen } from './mobileMenu.selectors';
import { byTransition, coverage, eventsOf, pathCases, replay } from './testing/pathTesting';

describe('mobileMenuMachine', () => {
  it('starts closed and toggles', () => {
    const menu = createActor(mobileMenuMachine).start();
    expect(selectIsMenuOpen(menu.getSnapshot())).toBe(false);
    menu.send({ type: 'menu.toggle' });
    expect(selectIsMenuOpen(menu.getSnapshot())).toBe(true);
    menu.send({ type: 'menu.toggle' });
    expect(menu.getSnapshot().value).toBe('closed');
  });

  it.each(['menu.close', 'menu.navigate', 'menu.focusLeft', 'menu.clickOutside'] as const)('closes on %s', (type) => {
    const menu = createActor(mobileMenuMachine).start();
    menu.send({ type: 'menu.toggle' });
    menu.send({ type });
    expect(menu.getSnapshot().value).toBe('closed');
  });

  it('stays closed on Escape, navigation, focus leaving or a press outside while closed', () => {
    const menu = createActor(mobileMenuMachine).start();
    menu.send({ type: 'menu.close' });
    menu.send({ type: 'menu.navigate' });
    menu.send({ type: 'menu.focusLeft' });
    menu.send({ type: 'menu.clickOutside' });
    expect(menu.getSnapshot().value).toBe('closed');
  });

  it('opens again after focus left it', () => {
    const menu = createActor(mobileMenuMachine).start();
    menu.send({ type: 'menu.toggle' });
    menu.send({ type: 'menu.focusLeft' });
    menu.send({ type: 'menu.toggle' });
    expect(selectIsMenuOpen(menu.getSnapshot())).toBe(true);
  });

  describe('paths', () => {
    const events: MobileMenuEvent[] = [
      { type: 'menu.toggle' },
      { type: 'menu.close' },
      { type: 'menu.navigate' },
      { type: 'menu.focusLeft' },
      { type: 'menu.clickOutside' },
    ];
    const paths = getShortestPaths(mobileMenuMachine, { events, serializeState: byTransition });

    it.each(pathCases(paths))('reaches %s', (_, path) => {
      const { actor } = replay(mobileMenuMachine, undefined, eventsOf(path));
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    });

    it('cover every state and transition', () => {
      expect(coverage(mobileMenuMachine, undefined, paths)).toEqual({ missingStates: [], missingTransitions: [] });
    });
  });
});
