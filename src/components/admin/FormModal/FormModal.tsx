import type { ReactNode, RefObject } from 'react';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Modal } from '../../ui/Modal';

/** The question asked before a form with changes is closed. */
export const DISCARD_CHANGES_TITLE = 'Discard changes?';
export const DISCARD_CHANGES_MESSAGE = 'What you changed in this form will be lost.';

export type FormModalProps = {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Dialog title, e.g. 'Add Restaurant' or 'Edit Menu Item'. */
  title: string;
  /** A request to close: the close button, Escape and the backdrop (the app decides whether to ask first). */
  onClose: () => void;
  /** The form (its own Cancel / submit buttons included). */
  children: ReactNode;
  /**
   * Where focus goes on close when the button that opened the form is gone, e.g. a saved edit moved the
   * card out of the current filter (focus would otherwise fall to `<body>`). Usually the page's Add button.
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Show the "Discard changes?" alert over the form (Keep editing / Discard). */
  confirmingDiscard?: boolean;
  /** "Keep editing", or Escape in the question: back to the form, changes kept. */
  onKeepEditing?: () => void;
  /** "Discard": the changes are dropped and the form closes. */
  onDiscard?: () => void;
};

/**
 * A large dialog holding an admin form; focus starts on the form's first field and goes back to the
 * opener on close (or to `returnFocusRef` when the opener was removed). Over it, when asked to, an alert
 * dialog asks whether to discard the changes; focus starts on "Keep editing" and comes back to the form.
 */
export function FormModal({
  open,
  title,
  onClose,
  children,
  returnFocusRef,
  confirmingDiscard = false,
  onKeepEditing = () => {},
  onDiscard = () => {},
}: FormModalProps) {
  return (
    <Modal open={open} title={title} onClose={onClose} size="lg" returnFocusRef={returnFocusRef}>
      {children}
      <ConfirmDialog
        open={open && confirmingDiscard}
        title={DISCARD_CHANGES_TITLE}
        message={DISCARD_CHANGES_MESSAGE}
        cancelLabel="Keep editing"
        confirmLabel="Discard"
        onCancel={onKeepEditing}
        onConfirm={onDiscard}
      />
    </Modal>
  );
}
