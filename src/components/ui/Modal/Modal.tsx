import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { cx } from '../../utils/cx';
import { firstFocusableIn, useFocusScope } from '../../hooks/focus/useFocusScope';
import { IconButton } from '../IconButton';
import styles from './Modal.module.css';

export type ModalProps = {
  /** Whether the dialog is shown; nothing is rendered when false. */
  open: boolean;
  /** Heading of the dialog; also its accessible name. */
  title: string;
  /** Called on Escape (and other close requests), a press that starts and ends on the backdrop, and the close button. */
  onClose: () => void;
  /** Body content; scrolls inside the panel when long. */
  children?: ReactNode;
  /** Action row pinned under the body (e.g. total and checkout, Cancel / Save). */
  footer?: ReactNode;
  /** Panel width: `sm` 24rem, `md` 32rem (default), `lg` 48rem. Full-width sheet on phones. */
  size?: 'sm' | 'md' | 'lg';
  /** `dialog` (default) or `alertdialog` for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element describing the dialog (`aria-describedby`). */
  describedBy?: string;
  /** Accessible name of the close button (default 'Close'). */
  closeLabel?: string;
  /** Where focus goes on open: the first focusable element of the body (default; falls back to the close button) or the close button. */
  initialFocus?: 'first' | 'close';
  /** Element to focus on open instead (takes precedence over `initialFocus`). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Where focus goes on close when the opener cannot take it back: the opener was removed (the card whose
   * Delete opened a confirmation) or never had focus (Safari does not focus a clicked button). Focus
   * otherwise returns to the element that was focused when the dialog opened.
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Extra class on the panel. */
  className?: string;
};

/**
 * A modal dialog on the native `<dialog>`, opened with `showModal()`: it sits in the top layer and the page
 * behind it is inert (no focus, no clicks, hidden from assistive technology). Focus moves inside on open,
 * Tab cycles inside, Escape / a backdrop press / the close button call `onClose`, and focus returns to the
 * opener on close. The dialog only asks: the parent decides whether to close (a dirty form asks first).
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  describedBy,
  closeLabel = 'Close',
  initialFocus = 'first',
  initialFocusRef,
  returnFocusRef,
  className,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [scrollable, setScrollable] = useState(false);
  // Whether the current press (pointerdown) started on the backdrop.
  const pressOnBackdrop = useRef(false);

  // The page scroll is locked while open.
  useLayoutEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  // Initial focus, Tab kept inside (the browser would otherwise leave for its own UI), Escape wherever focus
  // is (also on <body> after the focused element was removed), focus return: shared with the drawer and header.
  // Escape is taken at keydown (and its default prevented) rather than left to the `cancel` event: Chromium
  // makes `cancel` uncancelable on a second Escape without a user activation in between, which would close a
  // form with changes without asking. `cancel` still covers the other close requests (e.g. Android's Back).
  useFocusScope({
    active: open,
    containerRef: dialogRef,
    onEscape: onClose,
    trapTab: true,
    // Into the top layer before anything is focused (a closed <dialog> cannot hold focus). Removing the
    // element on close takes it out of the top layer.
    onActivate: () => {
      const dialog = dialogRef.current;
      if (dialog && !dialog.open) dialog.showModal();
    },
    initialFocus: () =>
      initialFocusRef?.current ??
      (initialFocus === 'first' ? firstFocusableIn(bodyRef.current) : undefined) ??
      closeRef.current,
    restoreFocus: true,
    returnFocusRef,
  });

  // A body that scrolls must be reachable by keyboard (tabIndex) — only when it actually overflows.
  useLayoutEffect(() => {
    const body = bodyRef.current;
    const content = contentRef.current;
    if (!open || !body || !content) return;
    const measure = () => setScrollable(body.scrollHeight > body.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    observer.observe(content);
    return () => observer.disconnect();
  }, [open]);

  // If the focused element disappears (a removed cart line), keep focus in the dialog.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    if (!active || active === document.body) dialogRef.current?.focus();
  });

  if (!open) return null;

  // The <dialog> itself has no padding: its panel fills it, so a pointer event whose target is the dialog
  // element was on the ::backdrop. A press counts only when it both started and ended there: a drag from a
  // field released over the backdrop (a text selection) must not close the form.
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressOnBackdrop.current = event.target === event.currentTarget;
  };
  // A press on the backdrop does not take focus from the field being edited (the dialog could take it).
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.preventDefault();
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const started = pressOnBackdrop.current;
    pressOnBackdrop.current = false;
    if (started && event.target === event.currentTarget) onClose();
  };
  // Other close requests: keep the dialog open and let the parent decide.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  // A close request the browser would not let us cancel closed the element: show it again until the parent
  // really closes it, and tell the parent.
  const onNativeClose = () => {
    const dialog = dialogRef.current;
    if (dialog?.isConnected && !dialog.open) {
      dialog.showModal();
      onClose();
    }
  };

  return (
    // The backdrop press is a mouse shortcut; keyboard users have Escape and the close button.
    <dialog
      ref={dialogRef}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      data-size={size}
      tabIndex={-1}
      className={cx(styles.Modal, className)}
      onPointerDown={onPointerDown}
      onMouseDown={onMouseDown}
      onClick={onClick}
      onCancel={onCancel}
      onClose={onNativeClose}
    >
      <div className={styles.ModalPanel}>
        <div className={styles.ModalHeader}>
          <h2 id={titleId} className={styles.ModalTitle}>
            {title}
          </h2>
          <IconButton
            ref={closeRef}
            label={closeLabel}
            icon="close"
            onClick={() => onClose()}
            className={styles.ModalClose}
          />
        </div>
        <div ref={bodyRef} className={styles.ModalBody} tabIndex={scrollable ? 0 : undefined}>
          <div ref={contentRef}>{children}</div>
        </div>
        {footer && <div className={styles.ModalFooter}>{footer}</div>}
      </div>
    </dialog>
  );
}
