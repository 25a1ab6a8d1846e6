import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import styles from './ClosedOverlay.module.css';

export type ClosedOverlayProps = ComponentProps<'div'> & {
  /** `plain`: large bold text (default); `badge`: an outlined pill. The word is shown as written ('Closed'), never uppercased. */
  variant?: 'plain' | 'badge';
  /** Id of the 'Closed' text, so that a link can be described by it. */
  labelId?: string;
};

/** The dark layer with 'Closed' over a closed restaurant's picture; its parent must be positioned. */
export function ClosedOverlay({ variant = 'plain', labelId, className, ...rest }: ClosedOverlayProps) {
  return (
    <div data-variant={variant} {...rest} className={cx(styles.ClosedOverlay, className)}>
      <span id={labelId} className={styles.ClosedOverlayLabel}>
        Closed
      </span>
    </div>
  );
}
