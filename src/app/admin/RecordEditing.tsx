/**
 * The add / edit / delete flow both catalogue pages (Restaurants, Menu Items) share: the Add/Edit form
 * dialog with its discard question, and the delete confirmation. A page supplies the records, how to save and delete, and its form.
 */
import type { ReactNode, RefObject } from 'react';
import { FormModal } from '../../components/admin';
import { ConfirmDialog } from '../../components/ui';
import type { FormMode, FormSaveParams } from '../../machines';
import { useConfirm, useFormModal } from './adminHooks';

export interface RecordEditingOptions<R extends { id: string; name: string }, V> {
  /** The records the cards show (the one being edited or deleted is looked up here). */
  records: readonly R[];
  /** Saves valid form values: a draft without id when adding, the record's id when editing. */
  save: (values: V, params: FormSaveParams) => void;
  /** Deletes a record once the user confirmed. */
  remove: (id: string) => void;
}

/** The flow's state and intents; pass it to `<RecordDialogs>` and its `openNew` / `openEdit` / `askDelete` to the page. */
export function useRecordEditing<R extends { id: string; name: string }, V>({
  records,
  save,
  remove,
}: RecordEditingOptions<R, V>) {
  const form = useFormModal<V>(save);
  const confirm = useConfirm(remove);
  return {
    form,
    confirm,
    /** The record the Edit form is for (undefined when adding). */
    editing: form.editingId === null ? undefined : records.find((r) => r.id === form.editingId),
    /** The record the delete question is about. */
    deleting: records.find((r) => r.id === confirm.targetId),
    openNew: form.openNew,
    openEdit: form.openEdit,
    askDelete: confirm.ask,
  };
}

export type RecordEditing<R extends { id: string; name: string }, V> = ReturnType<typeof useRecordEditing<R, V>>;

/** What a page's form receives from the flow. */
export interface RecordFormProps<V> {
  mode: FormMode;
  onSubmit: (values: V) => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

export interface RecordDialogsProps<R extends { id: string; name: string }, V> {
  flow: RecordEditing<R, V>;
  /** 'Restaurant', 'Menu Item': titles 'Add Restaurant' / 'Edit Restaurant', 'Delete {name}'. */
  noun: string;
  /** The delete question (spec section 2). */
  deleteQuestion: string;
  /**
   * The page's Add button. After a confirmed delete the card (and the Delete button that opened the dialog)
   * is gone, and a saved edit can move a card out of the current filter: focus goes there instead of <body>.
   */
  returnFocusRef: RefObject<HTMLElement | null>;
  /** The page's form for the record being edited (undefined: adding). */
  renderForm: (props: RecordFormProps<V>, editing: R | undefined) => ReactNode;
}

/** The Add/Edit form dialog (which asks before discarding changes) and the delete confirmation. */
export function RecordDialogs<R extends { id: string; name: string }, V>({
  flow,
  noun,
  deleteQuestion,
  returnFocusRef,
  renderForm,
}: RecordDialogsProps<R, V>) {
  const { form, confirm, editing, deleting } = flow;
  return (
    <>
      <FormModal
        open={form.isOpen}
        title={`${form.mode === 'edit' ? 'Edit' : 'Add'} ${noun}`}
        onClose={form.close}
        returnFocusRef={returnFocusRef}
        confirmingDiscard={form.confirmingDiscard}
        onKeepEditing={form.keepEditing}
        onDiscard={form.discard}
      >
        {form.isOpen &&
          renderForm(
            { mode: form.mode, onSubmit: form.submit, onCancel: form.close, onDirtyChange: form.changed },
            editing,
          )}
      </FormModal>
      <ConfirmDialog
        open={confirm.isOpen}
        title={`Delete ${deleting?.name ?? noun.toLowerCase()}`}
        message={deleteQuestion}
        onConfirm={confirm.confirm}
        onCancel={confirm.cancel}
        returnFocusRef={returnFocusRef}
      />
    </>
  );
}
