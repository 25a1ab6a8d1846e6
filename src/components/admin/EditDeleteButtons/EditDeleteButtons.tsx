import type { ComponentProps } from 'react';
import { Button } from '../../ui/Button';
import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import styles from './EditDeleteButtons.module.css';

export type EditDeleteButtonsProps = ComponentProps<'div'> & {
  /**
   * What the buttons act on, completing their accessible names ("Edit Arancini", "Delete Arancini"); make it
   * unique among the buttons shown together ("Arancini, Via Milano Kitchen").
   */
  objectName: string;
  /** 'Edit' pressed. */
  onEdit: () => void;
  /** 'Delete' pressed (the page asks to confirm). */
  onDelete: () => void;
};

/** The Edit (secondary) and Delete (quiet danger: red text, no fill) pair of a record's card: small buttons that read "Edit {name}". */
export function EditDeleteButtons({ objectName, onEdit, onDelete, className, ...rest }: EditDeleteButtonsProps) {
  return (
    <div {...rest} className={cx(styles.EditDeleteButtons, className)}>
      <Button variant="secondary" size="sm" icon="edit" onClick={() => onEdit()}>
        Edit<VisuallyHidden> {objectName}</VisuallyHidden>
      </Button>
      <Button variant="danger-ghost" size="sm" icon="trash" onClick={() => onDelete()}>
        Delete<VisuallyHidden> {objectName}</VisuallyHidden>
      </Button>
    </div>
  );
}
