import { useEffect, useRef, type ComponentProps, type RefObject } from 'react';
import type { FeedbackTone } from '../../../domain/types';
import { Button } from '../Button';
import { cx } from '../../utils/cx';
import { Icon, type IconName } from '../Icon';
import { IconButton } from '../IconButton';
import styles from './ToastRegion.module.css';

/** One toast as the region shows it. */
export interface ToastView {
  id: string;
  /** The kind of news: success (saved), info (deleted, with Undo), attention, danger (it failed). */
  tone: FeedbackTone;
  /** One sentence. */
  message: string;
  /** The one action a toast may offer ("Undo"); `onAction` is called with the toast's id. */
  actionLabel?: string;
}

export type ToastRegionProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** Oldest first; the newest shows nearest the screen's edge. */
  toasts: readonly ToastView[];
  /** The toast's close button (or Escape inside the stack). */
  onDismiss: (id: string) => void;
  /** The toast's action button. */
  onAction?: (id: string) => void;
  /** The pointer entered the stack or focus moved into it: stop every toast's clock. */
  onPause?: () => void;
  /** The pointer and focus have left the stack: the clocks run again. */
  onResume?: () => void;
  /** The landmark's name (default "Notifications"). */
  label?: string;
};

const TONE_ICONS: Record<FeedbackTone, IconName> = {
  success: 'check-circle',
  info: 'info',
  attention: 'alert-triangle',
  danger: 'alert-circle',
};

/**
 * Where toasts appear: a stack at the bottom right (across the bottom on phones), over the page. The stack is one
 * polite live region, so each new message is read once, after what the screen reader is saying. Hovering or
 * focusing the stack pauses every toast (`onPause` / `onResume`); the region is always in the page, empty when
 * nothing is shown, so the first toast is announced too.
 */
export function ToastRegion({
  toasts,
  onDismiss,
  onAction,
  onPause,
  onResume,
  label = 'Notifications',
  className,
  ...rest
}: ToastRegionProps) {
  const hovered = useRef(false);
  const focused = useRef(false);
  const regionRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  /** Where focus was before it came into the stack: where it goes back when the last toast it was in goes. */
  const cameFrom = useRef<HTMLElement | null>(null);
  const update = () => (hovered.current || focused.current ? onPause?.() : onResume?.());
  useKeepFocusClear(listRef, toasts.length);

  /**
   * Dismisses a toast; if focus is in it, focus first moves to the toast after it (else the one before), and
   * with none left to where it came from into the stack, never to the page's <body>.
   */
  const dismiss = (id: string) => {
    const item = regionRef.current?.querySelector<HTMLElement>(`[data-toast-id="${CSS.escape(id)}"]`);
    if (item?.contains(document.activeElement)) {
      const sibling = (item.nextElementSibling ?? item.previousElementSibling) as HTMLElement | null;
      const next = sibling?.querySelector<HTMLElement>('[data-toast-dismiss]') ?? cameFrom.current;
      if (next?.isConnected) next.focus({ preventScroll: !sibling });
    }
    onDismiss(id);
  };
  return (
    <section
      ref={regionRef}
      aria-label={label}
      {...rest}
      className={cx(styles.ToastRegion, className)}
      onPointerEnter={() => {
        hovered.current = true;
        update();
      }}
      onPointerLeave={() => {
        hovered.current = false;
        update();
      }}
      onFocus={(event) => {
        const from = event.relatedTarget as HTMLElement | null;
        if (from && !event.currentTarget.contains(from)) cameFrom.current = from;
        focused.current = true;
        update();
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        focused.current = false;
        update();
      }}
      onKeyDown={(event) => {
        const id = (event.target as HTMLElement).closest<HTMLElement>('[data-toast-id]')?.dataset.toastId;
        if (event.key === 'Escape' && id) dismiss(id);
      }}
    >
      <ol ref={listRef} className={styles.ToastList} aria-live="polite" aria-relevant="additions text">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} onAction={onAction} />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({
  toast,
  onDismiss,
  onAction,
}: {
  toast: ToastView;
  onDismiss: (id: string) => void;
  onAction?: (id: string) => void;
}) {
  const dismissRef = useRef<HTMLButtonElement>(null);
  return (
    <li className={styles.Toast} data-tone={toast.tone} data-toast-id={toast.id}>
      <Icon name={TONE_ICONS[toast.tone]} size={20} className={styles.ToastIcon} />
      <p className={styles.ToastMessage}>{toast.message}</p>
      {toast.actionLabel && onAction && (
        <Button
          variant="secondary"
          size="sm"
          icon={toast.actionLabel === 'Undo' ? 'undo' : undefined}
          className={styles.ToastAction}
          onClick={() => {
            // The action button goes when the toast changes ("Restored"): focus waits on the close button.
            dismissRef.current?.focus();
            onAction(toast.id);
          }}
        >
          {toast.actionLabel}
        </Button>
      )}
      <IconButton
        ref={dismissRef}
        size="sm"
        icon="close"
        label="Dismiss notification"
        data-toast-dismiss=""
        className={styles.ToastDismiss}
        onClick={() => onDismiss(toast.id)}
      />
    </li>
  );
}

/** The custom property on the root element that holds the stack's height while toasts show (global.css reads it). */
export const TOAST_STACK_PROPERTY = '--toast-stack-block-size';

/** Room kept between a focused control and the stack above it, for the control's focus ring. */
const RING_ROOM = 12;

/**
 * While toasts show, a focused control on the page never stays under them (WCAG 2.2 SC 2.4.11): when a toast
 * appears over it (each time the stack grows) (a delete's "Undo" toast over the card focus moved to), or focus moves onto a control the stack
 * covers, the page scrolls it up above the stack, with room for its ring. While toasts show, the stack's height is
 * kept on the root element (`TOAST_STACK_PROPERTY`), where the page adds as much room under its end.
 */
function useKeepFocusClear(listRef: RefObject<HTMLOListElement | null>, count: number): void {
  useEffect(() => {
    const list = listRef.current;
    if (count === 0 || !list) return;
    // Room under the page's end for the stack (global.css): the last control of a page can be scrolled above it.
    const root = document.documentElement;
    const measure = () => root.style.setProperty(TOAST_STACK_PROPERTY, `${Math.ceil(list.offsetHeight)}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    const keepClear = () => {
      const active = document.activeElement;
      if (!(active instanceof HTMLElement) || active === document.body || list.contains(active)) return;
      // A dialog's controls do not move with the page (the dialog is above it, and the stack beside it).
      if (active.closest('dialog')) return;
      const stack = list.getBoundingClientRect();
      const box = active.getBoundingClientRect();
      const sideways = box.right > stack.left && box.left < stack.right;
      const under = box.bottom + RING_ROOM > stack.top && box.top < stack.bottom;
      if (sideways && under) window.scrollBy({ top: box.bottom + RING_ROOM - stack.top, behavior: 'instant' });
    };
    keepClear();
    document.addEventListener('focusin', keepClear);
    return () => {
      document.removeEventListener('focusin', keepClear);
      observer.disconnect();
      root.style.removeProperty(TOAST_STACK_PROPERTY);
    };
  }, [listRef, count]);
}
