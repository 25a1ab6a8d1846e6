import type { ReactNode, RefObject } from 'react';
import { Modal } from '../../ui/Modal';

export type FormModalProps = {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Dialog title, e.g. 'Add Restaurant' or 'Edit Menu Item'. */
  title: string;
  /** Called by the close button, Escape and the backdrop (discards the form). */
  onClose: () => void;
  /** The form (its own Cancel / submit buttons included). */
  children: ReactNode;
  /**
   * Where focus goes on close when the button that opened the form is gone, e.g. a saved edit moved the
   * card out of the current filter (focus would otherwise fall to `<body>`). Usually the page's Add button.
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
};

/**
 * A large dialog holding an admin form; focus starts on the form's first field and goes back to the
 * opener on close (or to `returnFocusRef` when the opener was removed).
 */
export function FormModal({ open, title, onClose, children, returnFocusRef }: FormModalProps) {
  return (
    <Modal open={open} title={title} onClose={onClose} size="lg" returnFocusRef={returnFocusRef}>
      {children}
    </Modal>
  );
}
