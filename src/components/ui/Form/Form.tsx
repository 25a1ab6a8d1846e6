import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import styles from './Form.module.css';

export type FormProps = ComponentProps<'form'>;

/**
 * A form laid out as a column: its `FormGrid` of fields, then its `FormActions`. No native validation
 * (`noValidate`): forms show their own messages under the fields.
 */
export function Form({ className, ...rest }: FormProps) {
  return <form noValidate {...rest} className={cx(styles.Form, className)} />;
}

export type FormGridProps = ComponentProps<'div'>;

/**
 * The fields of a form: one column on phones, two from 576px up. A field with `className={formGridWide}` (or
 * `cx(formGridWide, ...)`) takes a whole row.
 */
export function FormGrid({ className, ...rest }: FormGridProps) {
  return <div {...rest} className={cx(styles.FormGrid, className)} />;
}

/** The class that makes a field of a `FormGrid` span the whole row (name, URL, description…). */
export const formGridWide: string = styles.FormGridWide ?? '';

export type FormActionsProps = ComponentProps<'div'>;

/** The form's buttons (Cancel, then the submit button last), at the end of the row under a rule. */
export function FormActions({ className, ...rest }: FormActionsProps) {
  return <div {...rest} className={cx(styles.FormActions, className)} />;
}
