import { useId, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { Icon } from '../Icon';
import styles from './Form.module.css';

export interface FormErrorSummaryProps {
  /**
   * The form's messages by field name, as its validation found them (empty: nothing shown). Only their
   * presence is read here: the list is taken from the fields themselves (below).
   */
  errors: Partial<Record<string, string | undefined>>;
  className?: string;
}

interface Entry {
  id: string;
  label: string;
  message: string;
}

/** The invalid controls of `form`, in the order they are on screen, with their label and message. */
export function invalidFields(form: HTMLFormElement): Entry[] {
  return Array.from(form.querySelectorAll<HTMLElement>('[aria-invalid="true"][id]')).map((control) => {
    const labelled = (control as HTMLInputElement).labels?.[0];
    // The label's text without its required mark (a '*' hidden from screen readers).
    const label = labelled
      ? Array.from(labelled.childNodes)
          .filter((node) => !(node instanceof HTMLElement && node.getAttribute('aria-hidden') === 'true'))
          .map((node) => node.textContent)
          .join('')
          .trim()
      : (control.getAttribute('aria-label') ?? control.id);
    const message = document.getElementById(`${control.id}-error`)?.textContent?.trim() ?? '';
    return { id: control.id, label, message };
  });
}

/**
 * An entry's words, its link: the message when it names its field ("Name is required"), else the field's label
 * before it ("Image URL: Enter a full image URL…"), never the label twice.
 */
export function entryText({ label, message }: Pick<Entry, 'label' | 'message'>): string {
  if (!message) return label;
  // The label's words without a unit in brackets ("Delivery Fee ($)" is named "Delivery fee" in its message).
  const name = label.replace(/\s*\([^)]*\)\s*$/, '').toLowerCase();
  return message.toLowerCase().startsWith(name) ? message : `${label}: ${message}`;
}

/**
 * What stops a form from saving, said once at its top after a refused submit: how many fields need a fix, and
 * a link to each (its message, with the field's label when the message does not name it), in the order of the form. Focus still goes to the first
 * invalid field (the form does that); the summary is for a long form, where the other messages are out of
 * view. Entries leave as their fields are fixed, and the summary with the last one. Put it first in the `Form`.
 */
export function FormErrorSummary({ errors, className }: FormErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [entries, setEntries] = useState<Entry[]>([]);
  const signature = Object.entries(errors)
    .filter(([, message]) => message !== undefined)
    .map(([name, message]) => `${name}:${message}`)
    .join('\n');

  // Read after the fields have rendered their messages (the same commit), so the list matches the screen.
  useLayoutEffect(() => {
    const form = ref.current?.closest('form');
    setEntries(signature && form ? invalidFields(form) : []);
  }, [signature]);

  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault(); // focus the field itself, not only scroll to it (and keep the URL as it is)
    const field = document.getElementById(id);
    field?.focus();
    field?.scrollIntoView({ block: 'center' });
  };

  return (
    <div ref={ref} hidden={entries.length === 0} className={className}>
      {entries.length > 0 && (
        <div role="group" aria-labelledby={titleId} className={styles.FormErrorSummaryBox}>
          <Icon name="alert-circle" size={20} className={styles.FormErrorSummaryIcon} />
          <div className={styles.FormErrorSummaryBody}>
            <p id={titleId} className={styles.FormErrorSummaryTitle}>
              {entries.length === 1 ? '1 field needs' : `${entries.length} fields need`} a fix
            </p>
            <ul className={styles.FormErrorSummaryList}>
              {entries.map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`} onClick={(event) => goTo(event, entry.id)}>
                    {entryText(entry)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </div>
  );
}
