/**
 * The add / edit / delete flow both catalogue pages (Restaurants, Menu Items) share: the page's header with
 * its Add button, the Add/Edit form dialog with its discard question, and the delete confirmation. A page
 * supplies the records, how to add, update and delete one, its grid and its form.
 */
import { Fragment, useRef, useState, type ReactNode, type RefObject } from 'react';
import { AdminPageHeader, FormModal } from '../../components/admin';
import { Button, ConfirmDialog, type RemovalPlace } from '../../components/ui';
import {
  deleteConsequence,
  deletedMessage,
  restoredMessage,
  savedMessage,
  toMenuItem,
  toRestaurant,
  type MenuItem,
  type MenuItemFormValues,
  type Restaurant,
  type RestaurantFormValues,
} from '../../domain';
import {
  menuItemRemoval,
  restaurantRemoval,
  useAdminData,
  useToaster,
  type FormMode,
  type Removal,
} from '../../machines';
import { adminTitle } from './adminTitle';
import { useConfirm } from './useConfirm';
import { useFormModal } from './useFormModal';
import styles from './AdminPage.module.css';

interface RecordEditingOptions<R extends { id: string; name: string }, V> {
  /** The records the cards show (the one being edited or deleted is looked up here). */
  records: R[];
  /** Saves the valid values of the Add form as a new record (the store gives it its id). */
  add: (values: V) => void;
  /** Saves the valid values of the Edit form over the record with this id. */
  update: (values: V, id: string) => void;
  /** Deletes a record once the user confirmed. */
  remove: (id: string) => void;
}

/** The flow's state and intents (`<RecordPage>` runs it and hands it to the page's grid for `openEdit` / `askDelete`). */
function useRecordEditing<R extends { id: string; name: string }, V>({
  records,
  add,
  update,
  remove,
}: RecordEditingOptions<R, V>) {
  const form = useFormModal<V>((values, { mode, editingId }) => {
    if (mode === 'edit' && editingId !== null) update(values, editingId);
    else add(values);
  });
  const confirm = useConfirm(remove);
  // The page's grid fills it: the card that takes a deleted card's place.
  const placeRef = useRef<RemovalPlace>(null);
  return {
    form,
    confirm,
    /** The page's records, as the store holds them now. */
    records,
    /** The record the Edit form is for (undefined when adding). */
    editing: form.editingId === null ? undefined : records.find((r) => r.id === form.editingId),
    /** The record the delete question is about. */
    deleting: records.find((r) => r.id === confirm.targetId),
    openNew: form.openNew,
    openEdit: form.openEdit,
    askDelete: confirm.ask,
    /** Give it to the grid (`placeRef`): after a delete, focus goes to the card now at the deleted one's place. */
    placeRef,
  };
}

export type RecordEditing<R extends { id: string; name: string }, V> = ReturnType<typeof useRecordEditing<R, V>>;

/** What a page's form receives from the flow. */
export interface RecordFormProps<V> {
  mode: FormMode;
  /** The submitted values are being saved: the submit button shows its spinner, Cancel is disabled. */
  saving: boolean;
  onSubmit: (values: V) => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** What each catalogue page says: its heading, the line under it, the record's noun and the delete question (spec section 2). */
const RECORD_PAGES = {
  restaurants: {
    title: 'Restaurants',
    description: 'Add, edit and remove the restaurants on your platform',
    noun: 'Restaurant',
    deleteQuestion: 'Are you sure you want to delete this restaurant?',
  },
  menuItems: {
    title: 'Menu Items',
    description: 'Manage the dishes each restaurant offers',
    noun: 'Menu Item',
    deleteQuestion: 'Are you sure you want to delete this menu item?',
  },
} as const;

type RecordPageCopy = (typeof RECORD_PAGES)[keyof typeof RECORD_PAGES];

/** The record and form values of each catalogue page. */
interface RecordKinds {
  restaurants: { record: Restaurant; values: RestaurantFormValues };
  menuItems: { record: MenuItem; values: MenuItemFormValues };
}
type RecordPageName = keyof RecordKinds;
type KindRecord<P extends RecordPageName> = RecordKinds[P]['record'];
type KindValues<P extends RecordPageName> = RecordKinds[P]['values'];

/** The store's records of a page and how its form's values are added, saved over a record, and deleted. */
function useRecordStore<P extends RecordPageName>(page: P): RecordEditingOptions<KindRecord<P>, KindValues<P>> {
  const data = useAdminData();
  const toaster = useToaster();
  /** Deletes with `remove` what `removal` describes, and offers Undo in a toast for as long as it shows. */
  const removeWithUndo = (name: string, removal: Removal, remove: () => void) => {
    remove();
    const items = removal.restaurants.length > 0 ? removal.menuItems.length : 0;
    toaster.show({
      tone: 'info',
      message: deletedMessage(name, items),
      actionLabel: 'Undo',
      onAction: (toastId) => {
        data.restoreRecords(removal);
        toaster.update(toastId, { tone: 'success', message: restoredMessage(name) });
      },
    });
  };
  /** Saves `record` with `save` and says so. */
  const saveAndSay = <T extends { name: string }>(record: T, save: (record: T) => void, change: 'added' | 'saved') => {
    save(record);
    toaster.show({ tone: 'success', message: savedMessage(record.name, change) });
  };
  const stores: { [K in RecordPageName]: RecordEditingOptions<KindRecord<K>, KindValues<K>> } = {
    restaurants: {
      records: data.restaurants,
      add: (values) => saveAndSay(toRestaurant(values), data.addRestaurant, 'added'),
      update: (values, id) => saveAndSay(toRestaurant(values, id), data.updateRestaurant, 'saved'),
      remove: (id) => {
        const name = data.restaurants.find((r) => r.id === id)?.name ?? 'Restaurant';
        removeWithUndo(name, restaurantRemoval(data, id), () => data.deleteRestaurant(id));
      },
    },
    menuItems: {
      records: data.menuItems,
      add: (values) => saveAndSay(toMenuItem(values), data.addMenuItem, 'added'),
      update: (values, id) => saveAndSay(toMenuItem(values, id), data.updateMenuItem, 'saved'),
      remove: (id) => {
        const name = data.menuItems.find((m) => m.id === id)?.name ?? 'Menu item';
        removeWithUndo(name, menuItemRemoval(data, id), () => data.deleteMenuItem(id));
      },
    },
  };
  return stores[page];
}

export interface RecordPageProps<P extends RecordPageName> {
  /** Which catalogue page: its records, its heading, description, 'Add {noun}' button and delete question. */
  page: P;
  /** The page's form for the record being edited (undefined: adding); a new one for each record. */
  renderForm: (props: RecordFormProps<KindValues<P>>, editing: KindRecord<P> | undefined) => ReactNode;
  /** What the page shows between its header and the dialogs (filters, the card grid), given the flow. */
  children: (flow: RecordEditing<KindRecord<P>, KindValues<P>>) => ReactNode;
}

/**
 * A catalogue page: its title, its header with the 'Add {noun}' button, its content, and the flow's dialogs
 * (after a delete, focus goes to the card now at the deleted one's place; after an edit that took its card out of
 * the filter, to the Add button).
 */
export function RecordPage<P extends RecordPageName>({ page, renderForm, children }: RecordPageProps<P>) {
  const flow = useRecordEditing(useRecordStore(page));
  const copy = RECORD_PAGES[page];
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Read by the delete confirmation as it closes (the card, and the Delete that opened it, gone by then): the
  // neighbour card, else (the list emptied) the page heading, else the Add button. A keyboard user keeps their
  // place; the page does not scroll to the top.
  const [afterDeleteRef] = useState<RefObject<HTMLElement | null>>(() => ({
    get current() {
      const place = flow.placeRef.current;
      // The list emptied: its heading (the page's <h1>), where the empty state below it is read next.
      if (place?.isEmpty()) return headingRef.current;
      // No neighbour drawn yet (the removal, or the page before an emptied one, comes a render later): none
      // here, and the grid moves focus to the neighbour once it is drawn.
      return place ? place.placeAfterRemoval() : addButtonRef.current;
    },
  }));
  return (
    <div className={styles.AdminPage}>
      <title>{adminTitle(copy.title)}</title>
      <AdminPageHeader
        title={copy.title}
        description={copy.description}
        headingRef={headingRef}
        actions={
          <Button ref={addButtonRef} icon="plus" onClick={flow.openNew}>
            {`Add ${copy.noun}`}
          </Button>
        }
      />
      {children(flow)}
      <RecordDialogs
        flow={flow}
        copy={copy}
        returnFocusRef={addButtonRef}
        afterDeleteRef={afterDeleteRef}
        deleteDetail={useDeleteDetail(page, flow.deleting?.id)}
        renderForm={renderForm}
      />
    </div>
  );
}

/** What deleting record `id` of `page` takes with it (a restaurant's menu items; a menu item's place on a menu). */
function useDeleteDetail(page: RecordPageName, id: string | undefined): string | undefined {
  const data = useAdminData();
  if (id === undefined) return undefined;
  if (page === 'restaurants')
    return deleteConsequence({ menuItems: data.menuItems.filter((item) => item.restaurantId === id).length });
  const item = data.menuItems.find((candidate) => candidate.id === id);
  const restaurant = data.restaurants.find((candidate) => candidate.id === item?.restaurantId);
  return restaurant ? deleteConsequence({ restaurantName: restaurant.name }) : undefined;
}

interface RecordDialogsProps<R extends { id: string; name: string }, V> {
  flow: RecordEditing<R, V>;
  renderForm: (props: RecordFormProps<V>, editing: R | undefined) => ReactNode;
  copy: RecordPageCopy;
  /**
   * The page's Add button: a saved edit can move a card (and the Edit button that opened the form) out of the
   * current filter, and focus goes there instead of <body>.
   */
  returnFocusRef: RefObject<HTMLElement | null>;
  /** Where the delete confirmation returns focus once its card is gone (the neighbour card). */
  afterDeleteRef: RefObject<HTMLElement | null>;
  /** Under the delete question: what a yes takes with it, and Undo. */
  deleteDetail: string | undefined;
}

/** The Add/Edit form dialog (which asks before discarding changes) and the delete confirmation. */
function RecordDialogs<R extends { id: string; name: string }, V>({
  flow,
  copy,
  returnFocusRef,
  afterDeleteRef,
  deleteDetail,
  renderForm,
}: RecordDialogsProps<R, V>) {
  const { form, confirm, editing, deleting } = flow;
  const formProps = {
    mode: form.mode,
    saving: form.saving,
    onSubmit: form.submit,
    onCancel: form.close,
    onDirtyChange: form.changed,
  };
  return (
    <>
      <FormModal
        open={form.isOpen}
        title={`${form.mode === 'edit' ? 'Edit' : 'Add'} ${copy.noun}`}
        onClose={form.close}
        returnFocusRef={returnFocusRef}
        confirmingDiscard={form.confirmingDiscard}
        onKeepEditing={form.keepEditing}
        onDiscard={form.discard}
      >
        {/* Keyed by the record: a fresh form (and fresh typed values) for each record and for Add. */}
        {form.isOpen && <Fragment key={editing?.id ?? 'new'}>{renderForm(formProps, editing)}</Fragment>}
      </FormModal>
      <ConfirmDialog
        open={confirm.isOpen}
        title={`Delete ${deleting?.name ?? copy.noun.toLowerCase()}`}
        message={copy.deleteQuestion}
        detail={deleteDetail}
        onConfirm={confirm.confirm}
        onCancel={confirm.cancel}
        returnFocusRef={afterDeleteRef}
      />
    </>
  );
}
