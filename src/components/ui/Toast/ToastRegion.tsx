import { useRef, type ComponentProps } from 'react';
import type { FeedbackTone } from '../../../domain/types';
import { Button } from '../Button';
import { cx } from '../cx';
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
  const update = () => (hovered.current || focused.current ? onPause?.() : onResume?.());
  return (
    <section
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
      onFocus={() => {
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
        if (event.key === 'Escape' && id) onDismiss(id);
      }}
    >
      <ol className={styles.ToastList} aria-live="polite" aria-relevant="additions text">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} onAction={onAction} />
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
        className={styles.ToastDismiss}
        onClick={() => onDismiss(toast.id)}
      />
    </li>
  );
}
