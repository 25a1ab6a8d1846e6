import type { ReactNode } from 'react';
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
};

/** A large dialog holding an admin form; focus starts on the form's first field. */
export function FormModal({ open, title, onClose, children }: FormModalProps) {
  return (
    <Modal open={open} title={title} onClose={onClose} size="lg">
      {children}
    </Modal>
  );
}
