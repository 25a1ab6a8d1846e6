import { useRef, useState } from 'react';
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
