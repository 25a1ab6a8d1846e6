import { Fragment, type ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import styles from './EmailText.module.css';

export type EmailTextProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** The address, shown unchanged (copy, search and speech read the same text). */
  email: string;
};

/** Text with a line-break opportunity before each '.' (the typographic convention for addresses). */
function breakBeforeDots(text: string) {
  return text.split('.').map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {index > 0 && '.'}
      {part}
    </Fragment>
  ));
}

/**
 * An email address that wraps where a reader expects: first after the '@' (name on one line,
 * domain on the next), then before a '.' inside a part that is still too long, and only as a last
 * resort anywhere. Use it wherever an address sits in a narrow column (cards, detail modals).
 */
export function EmailText({ email, className, ...rest }: EmailTextProps) {
  const at = email.lastIndexOf('@');
  const parts = at < 0 ? [email] : [email.slice(0, at + 1), email.slice(at + 1)];
  return (
    <span {...rest} className={cx(styles.EmailText, className)}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <span className={styles.EmailTextPart}>{breakBeforeDots(part)}</span>
        </Fragment>
      ))}
    </span>
  );
}
