import { useCallback, useState, type ComponentProps, type Ref } from 'react';
import { cx } from '../../utils/cx';
import styles from './Chip.module.css';

export type ChipProps = ComponentProps<'button'> & {
  /** Whether the chip is on (exposed as `aria-pressed`). */
  selected?: boolean;
};

/** A toggle chip (e.g. a cuisine filter). */
export function Chip({ selected = false, type = 'button', className, ...rest }: ChipProps) {
  return (
    <button
      type={type}
      aria-pressed={selected}
      data-selected={selected || undefined}
      {...rest}
      className={cx(styles.Chip, className)}
    />
  );
}

export type ChipGroupProps = ComponentProps<'div'> & {
  /** Accessible name of the group ("Browse by Cuisine"). */
  label: string;
};

/** Which sides of a scrolling row hide chips: the row fades out on those sides. */
interface HiddenEdges {
  start: boolean;
  end: boolean;
}

const NO_HIDDEN_EDGES: HiddenEdges = { start: false, end: false };

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * Scrolls the row, never the page, so its pressed chip is wholly in view and clear of the fades (the row's
 * `scroll-padding-inline`): a cuisine chosen on another visit, or from a link, is not left off-screen at a
 * phone's width. A chip already in view stays where it is.
 */
function revealPressed(box: HTMLElement) {
  const pressed = box.querySelector<HTMLElement>('[aria-pressed="true"]');
  if (!pressed) return;
  const style = getComputedStyle(box);
  const row = box.getBoundingClientRect();
  const chip = pressed.getBoundingClientRect();
  const beforeStart = chip.left - (row.left + (parseFloat(style.scrollPaddingLeft) || 0));
  const afterEnd = chip.right - (row.right - (parseFloat(style.scrollPaddingRight) || 0));
  if (beforeStart < 0) box.scrollLeft += beforeStart;
  else if (afterEnd > 0) box.scrollLeft += Math.min(afterEnd, beforeStart);
}

/**
 * Follows a scroll box: whether content is hidden before (`start`) or after (`end`) what it shows.
 * Returns the callback ref to put on the box (it also sets `ref`, the caller's own).
 */
function useHiddenEdges<T extends HTMLElement>(ref: Ref<T> | undefined) {
  const [edges, setEdges] = useState(NO_HIDDEN_EDGES);
  const boxRef = useCallback(
    (box: T | null) => {
      setRef(ref, box);
      if (!box) return;
      const measure = () => {
        // scrollLeft is negative in a right-to-left row: its size is the distance from the start either way.
        const scrolled = Math.abs(box.scrollLeft);
        const start = scrolled > 1;
        const end = box.scrollWidth - box.clientWidth - scrolled > 1;
        setEdges((last) => (last.start === start && last.end === end ? last : { start, end }));
      };
      // Where the last reveal left the row: a resize reveals the pressed chip again only if nobody has
      // scrolled the row since (a person reading along the row keeps their place).
      let revealedAt = Number.NaN;
      const reveal = () => {
        revealPressed(box);
        revealedAt = box.scrollLeft;
      };
      // The box and every chip: a resize (viewport, late web font) changes what is hidden and where the
      // pressed chip is.
      const resizes = new ResizeObserver(() => {
        if (box.scrollLeft === revealedAt) reveal();
        measure();
      });
      const observeAll = () => {
        resizes.disconnect();
        resizes.observe(box);
        for (const child of box.children) resizes.observe(child);
      };
      const mutations = new MutationObserver(() => {
        observeAll();
        reveal();
        measure();
      });
      observeAll();
      // New chips, and a chip pressed by the page (not by a click: a clicked chip is in view already).
      mutations.observe(box, { childList: true, subtree: true, attributeFilter: ['aria-pressed'] });
      reveal();
      box.addEventListener('scroll', measure, { passive: true });
      measure();
      return () => {
        resizes.disconnect();
        mutations.disconnect();
        box.removeEventListener('scroll', measure);
        setRef(ref, null);
      };
    },
    [ref],
  );
  return [edges, boxRef] as const;
}

/**
 * A labelled row of chips. On small screens it scrolls sideways instead of overflowing the page,
 * and fades out on a side that hides more chips, so the row reads as scrollable.
 */
export function ChipGroup({ label, className, ref, onFocus, ...rest }: ChipGroupProps) {
  const [hidden, boxRef] = useHiddenEdges(ref);
  return (
    <div
      role="group"
      aria-label={label}
      data-more-before={hidden.start || undefined}
      data-more-after={hidden.end || undefined}
      {...rest}
      ref={boxRef}
      onFocus={(event) => {
        onFocus?.(event);
        // The browser leaves a chip reached with the keyboard that is partly in view where it is,
        // perhaps under the fade; 'nearest' scrolls it fully clear of it (the row's scroll-padding).
        // A clicked chip was in view where the pointer found it: the row stays where it is.
        const target = event.target;
        if (target !== event.currentTarget && target.matches(':focus-visible')) {
          target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        }
      }}
      className={cx(styles.ChipGroup, className)}
    />
  );
}
