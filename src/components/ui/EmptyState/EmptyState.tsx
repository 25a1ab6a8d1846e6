import type { ComponentProps } from 'react';
import { Button } from '../Button';
import { cx } from '../../utils/cx';
import { Icon, type IconName } from '../Icon';
import styles from './EmptyState.module.css';

/** The way out of an empty state: one secondary button under the text. */
export interface EmptyStateAction {
  /** The button's text, naming the next step: 'Browse restaurants', 'Clear filters'. */
  label: string;
  /** Called (with no arguments) when the button is pressed. */
  onAction: () => void;
  /** Decorative icon before the label. */
  icon?: IconName;
}

export type EmptyStateProps = ComponentProps<'div'> & {
  /** The message, e.g. 'Your cart is empty'. */
  title: string;
  /** Decorative icon above the title. */
  icon?: IconName;
  /**
   * A next step, shown as a secondary button under the text ('Clear filters' when a filter emptied the
   * list). The button usually makes the empty state go away: its owner moves focus somewhere sensible
   * (`useFocusOnRefill`), or focus falls to `<body>`.
   */
  action?: EmptyStateAction;
  /**
   * Draw the box: a solid border on the surface colour, with the corners and shadow of a `Panel` or the orders
   * table's frame. Give it when the empty state stands alone in the page, in place of a list that has no frame
   * of its own (a card grid, a menu); leave it off inside something already framed (a `Panel`, a dialog, a
   * table's box), which would draw a box in a box. Never dashed: every empty state looks the same.
   */
  framed?: boolean;
};

/** What a list shows when it has nothing to show; announced politely (role="status"), with an optional next step. */
export function EmptyState({ title, icon, action, framed = false, children, className, ...rest }: EmptyStateProps) {
  return (
    <div role="status" data-framed={framed || undefined} {...rest} className={cx(styles.EmptyState, className)}>
      {icon && (
        <span className={styles.EmptyStateIcon}>
          <Icon name={icon} size={28} />
        </span>
      )}
      <p className={styles.EmptyStateTitle}>{title}</p>
      {children && <div className={styles.EmptyStateBody}>{children}</div>}
      {action && (
        <div className={styles.EmptyStateAction}>
          <Button variant="secondary" icon={action.icon} onClick={() => action.onAction()}>
            {action.label}
          </Button>
        </div>
      )}
    </div>
  );
}
