import { useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { flushSync } from 'react-dom';

/** Where the changed entry was, and how to find its neighbours once the change is applied. */
export interface KeepPlaceTarget {
  /** The entry's position in the list before the change. */
  index: number;
  /** After the change: whether the entry is still listed. */
  isStillListed: () => boolean;
  /** After the change: the element to focus for each entry now listed, in order. */
  focusTargets: () => HTMLElement[];
  /** What the live region says when the entry has left, e.g. 'Order #a1b2c3 is now Delivered and …'. */
  leftText: string;
}

/**
 * For a filtered list whose entries carry their own control (a status selector) that can take the
 * entry out of the filter: `changeInPlace` applies the change at once (the parent re-renders in
 * `flushSync`) and, if the entry has left and focus fell to `<body>` with it, moves focus to the
 * entry now at the same position (else the last one, else the empty box behind `emptyRef`), then
 * sets `announcement` for a polite live region (unless `announce` is false: the page says every change
 * itself, in a toast, and a screen reader should hear it once). Focus goes to an entry's heading, never to
 * its selector: on Windows and Linux an arrow key changes a closed `<select>` at once.
 */
export function useKeepPlace({ announce = true }: { announce?: boolean } = {}) {
  const emptyRef = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');

  function changeInPlace(change: () => void, target: KeepPlaceTarget) {
    flushSync(change);
    if (target.isStillListed()) {
      setAnnouncement('');
      return;
    }
    if (document.activeElement === null || document.activeElement === document.body) {
      const targets = target.focusTargets();
      (targets[Math.min(target.index, targets.length - 1)] ?? emptyRef.current)?.focus();
    }
    if (announce) setAnnouncement(target.leftText);
  }

  return { emptyRef, announcement, changeInPlace };
}

/**
 * The entry that takes a removed one's place: the one now at its position, else the last. An entry that was alone
 * on its page takes the page before with it (the list turns to it), where the entry just before it is that page's
 * last.
 */
function neighbour(entries: ListedEntry[], removal: { index: number; alone: boolean }): HTMLElement | null {
  const at = removal.alone ? entries.length - 1 : Math.min(removal.index, entries.length - 1);
  return entries[at]?.focusTarget ?? null;
}

/** What a list hands to the page that asks before removing one of its entries (`placeRef`). */
export interface RemovalPlace {
  /**
   * Read once the removal is applied (as the confirmation dialog closes): the entry now at the removed one's
   * position, else the last one; null when the list is now empty (the page then gives focus to the list's
   * heading) or while the entry is still listed.
   */
  placeAfterRemoval: () => HTMLElement | null;
  /** Whether the list has no entry left on any page (the removal emptied it). */
  isEmpty: () => boolean;
}

/** An entry of the list as drawn: its id and the element that takes focus for it. */
export interface ListedEntry {
  id: string;
  focusTarget: HTMLElement;
}

/**
 * For a list whose entries leave only after a confirmation (a card's Delete asks first): `noteRemoval` records
 * where the entry was when its Delete was pressed, and the handle given to `placeRef` names the neighbour that
 * takes its place once it is gone, for the dialog to give focus to (its `returnFocusRef`) instead of a control
 * at the top of the page: a keyboard user keeps their place, and the page does not scroll away (the neighbour
 * stands where the removed entry stood, so focusing it scrolls only when it is not wholly in view). Both read
 * the list as drawn (`listed`), so the handle answers as soon as the removal reached the page; a removal that
 * reaches it only after the dialog closed moves focus there itself (`preventScroll`, then into view if needed).
 */
export function useRemovalPlace({
  listed,
  count,
  placeRef,
}: {
  /** The entries drawn now, in order. */
  listed: () => ListedEntry[];
  /** How many entries the whole list holds (every page of it). */
  count: number;
  /** Where the handle goes (given by the page that runs the confirmation). */
  placeRef?: Ref<RemovalPlace>;
}) {
  const noted = useRef<{ id: string; index: number; alone: boolean } | null>(null);
  const listedRef = useRef(listed);
  const countRef = useRef(count);
  useLayoutEffect(() => {
    listedRef.current = listed;
    countRef.current = count;
  });
  // Created once: a handle re-created on each render would be unset while the dialog reads it (React clears
  // and sets it again in the same commit).
  useImperativeHandle(
    placeRef,
    () => ({
      placeAfterRemoval: () => {
        const removal = noted.current;
        const entries = listedRef.current();
        if (!removal || entries.some((entry) => entry.id === removal.id)) return null;
        return neighbour(entries, removal);
      },
      // The whole list, not the page drawn: a page the removal emptied is followed by the one before it. Read
      // as the dialog closes, the count may still include the entry being removed (the store's update can reach
      // the page a render later), so a count of 1 with nothing drawn is an emptied list too: a page emptied with
      // entries left elsewhere has a whole page of them.
      isEmpty: () => countRef.current === 0 || (countRef.current === 1 && listedRef.current().length === 0),
    }),
    [],
  );
  // The removal may also reach the page after the dialog closed (focus went back to the entry's own Delete
  // button, then fell to <body> with it): focus then moves to the entry at its place, without a jump.
  useLayoutEffect(() => {
    const removal = noted.current;
    if (!removal) return;
    const entries = listedRef.current();
    // Still listed, or nothing drawn yet (an emptied page before the list turns to the one before it): later.
    if (entries.length === 0 || entries.some((entry) => entry.id === removal.id)) return;
    noted.current = null;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const target = neighbour(entries, removal);
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  });
  /** A Delete was pressed on the entry with this id (the page now asks before removing it). */
  const noteRemoval = (id: string) => {
    const entries = listed();
    noted.current = { id, index: entries.findIndex((entry) => entry.id === id), alone: entries.length === 1 };
  };
  return { noteRemoval };
}
