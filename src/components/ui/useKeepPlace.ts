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

/** What a list hands to the page that asks before removing one of its entries (`placeRef`). */
export interface RemovalPlace {
  /**
   * Read once the removal is applied (as the confirmation dialog closes): the entry now at the removed one's
   * position, else the last one; null when the list is now empty (the page then gives focus to the list's
   * heading) or while the entry is still listed.
   */
  placeAfterRemoval: () => HTMLElement | null;
  /** Whether the list as drawn has no entry left (the removal emptied it). */
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
  placeRef,
}: {
  /** The entries drawn now, in order. */
  listed: () => ListedEntry[];
  /** Where the handle goes (given by the page that runs the confirmation). */
  placeRef?: Ref<RemovalPlace>;
}) {
  const noted = useRef<{ id: string; index: number } | null>(null);
  const listedRef = useRef(listed);
  useLayoutEffect(() => {
    listedRef.current = listed;
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
        return entries[Math.min(removal.index, entries.length - 1)]?.focusTarget ?? null;
      },
      isEmpty: () => listedRef.current().length === 0,
    }),
    [],
  );
  // The removal may also reach the page after the dialog closed (focus went back to the entry's own Delete
  // button, then fell to <body> with it): focus then moves to the entry at its place, without a jump.
  useLayoutEffect(() => {
    const removal = noted.current;
    if (!removal) return;
    const entries = listedRef.current();
    if (entries.some((entry) => entry.id === removal.id)) return;
    noted.current = null;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const target = entries[Math.min(removal.index, entries.length - 1)]?.focusTarget;
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  });
  /** A Delete was pressed on the entry with this id (the page now asks before removing it). */
  const noteRemoval = (id: string) => {
    noted.current = { id, index: listed().findIndex((entry) => entry.id === id) };
  };
  return { noteRemoval };
}
