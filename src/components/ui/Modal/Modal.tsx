import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { cx } from '../cx';
import { IconButton } from '../IconButton';
import { focusableIn, keepTabInside } from './focusable';
import { useDocumentKeyDown } from './useDocumentKeyDown';
import styles from './Modal.module.css';

export type ModalProps = {
  /** Whether the dialog is shown; nothing is rendered when false. */
  open: boolean;
  /** Heading of the dialog; also its accessible name. */
  title: string;
  /** Called on Escape, backdrop click and the close button. */
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
 * A modal dialog rendered inline as a fixed overlay (no portal). Focus moves inside on open, Tab is
 * trapped, Escape / backdrop / close button call `onClose`, and focus returns to the opener on close.
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
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [scrollable, setScrollable] = useState(false);

  // Reads the latest focus options when opening, without re-running the effect on every render.
  const focusInitial = useEffectEvent(() => {
    const first = bodyRef.current ? focusableIn(bodyRef.current).find((el) => el !== bodyRef.current) : undefined;
    const next = initialFocusRef?.current ?? (initialFocus === 'first' ? first : undefined) ?? closeRef.current;
    next?.focus();
  });

  // The element to give focus back to on close: the opener if it is still there, else the fallback.
  const returnTarget = useEffectEvent((opener: HTMLElement | null) => {
    if (opener?.isConnected && opener !== document.body) return opener;
    const fallback = returnFocusRef?.current;
    return fallback?.isConnected ? fallback : null;
  });

  // Focus in on open; give it back on close.
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    focusInitial();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      returnTarget(opener)?.focus();
    };
  }, [open]);

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

  // Keys are handled at the document while open, so Escape and Tab still work when the focused
  // element was removed (e.g. the last "Remove" button of a list) and focus fell to <body>.
  useDocumentKeyDown(open, (event) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (panelRef.current) keepTabInside(event, panelRef.current);
  });

  // If the focused element disappears (a removed cart line), keep focus in the dialog.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    if (!active || active === document.body) panelRef.current?.focus();
  });

  if (!open) return null;

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    // The backdrop click is a mouse shortcut; keyboard users have Escape and the close button.
    <div className={styles.ModalBackdrop} onClick={onBackdropClick} data-testid="modal-backdrop">
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        data-size={size}
        tabIndex={-1}
        className={cx(styles.Modal, className)}
      >
        <div className={styles.ModalHeader}>
          <h2 id={titleId} className={styles.ModalTitle}>
            {title}
          </h2>
          <IconButton ref={closeRef} label={closeLabel} icon="close" onClick={onClose} className={styles.ModalClose} />
        </div>
        <div ref={bodyRef} className={styles.ModalBody} tabIndex={scrollable ? 0 : undefined}>
          <div ref={contentRef}>{children}</div>
        </div>
        {footer && <div className={styles.ModalFooter}>{footer}</div>}
      </div>
    </div>
  );
}
