import { useId, useRef, type RefObject } from 'react';
import { Button } from '../Button';
import { Modal } from '../Modal';
import styles from './ConfirmDialog.module.css';

export type ConfirmDialogProps = {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Heading (default 'Please confirm'). */
  title?: string;
  /** The question, e.g. "Delete Bella Napoli? Its menu items are deleted too." */
  message: string;
  /** What follows from a yes, said under the question (e.g. "Its 12 menu items are deleted with it."). */
  detail?: string;
  /** Label of the destructive action (default 'Delete'). */
  confirmLabel?: string;
  /** Label of the safe action (default 'Cancel'); it receives focus on open. */
  cancelLabel?: string;
  /** Called when the user confirms. */
  onConfirm: () => void;
  /** Called on Cancel, Escape, the close button or a backdrop click. */
  onCancel: () => void;
  /** Where focus goes on close when the opener is gone (e.g. after its card was deleted). */
  returnFocusRef?: RefObject<HTMLElement | null>;
};

/** An `alertdialog` asking to confirm a destructive action; focus starts on Cancel. */
export function ConfirmDialog({
  open,
  title = 'Please confirm',
  message,
  detail,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  returnFocusRef,
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      size="sm"
      role="alertdialog"
      describedBy={messageId}
      initialFocusRef={cancelRef}
      returnFocusRef={returnFocusRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={() => onCancel()}>
            {cancelLabel}
          </Button>
          <Button variant="danger" onClick={() => onConfirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {/* The question and what follows from a yes: together, the dialog's description. */}
      <div id={messageId}>
        <p className={styles.ConfirmDialogMessage}>{message}</p>
        {detail && <p className={styles.ConfirmDialogDetail}>{detail}</p>}
      </div>
    </Modal>
  );
}
