import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { Button } from '../Button';
import { cx } from '../../utils/cx';
import styles from './ErrorPanel.module.css';

export type ErrorPanelProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** The heading, e.g. "This page couldn't load". */
  title: string;
  /** Level of the heading (default 2; 1 where the panel stands for a whole page). */
  headingLevel?: 1 | 2;
  /** What happened and what is kept, in a sentence or two. */
  children?: ReactNode;
  /** 'Retry' pressed: load the part again. */
  onRetry: () => void;
  /** 'Reload page' pressed (shown only when given): a new version may have been published. */
  onReload?: () => void;
  /** Move focus to the heading when shown (default true), so that keyboard and screen reader users land on it. */
  autoFocus?: boolean;
};

/**
 * What a part of the page shows when it failed (an error boundary's fallback): a heading, a short
 * explanation, 'Retry' and, when given, 'Reload page'. Announced as an alert.
 */
export function ErrorPanel({
  title,
  headingLevel = 2,
  children,
  onRetry,
  onReload,
  autoFocus = true,
  className,
  ...rest
}: ErrorPanelProps) {
  const Heading = `h${headingLevel}` as const;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocus) headingRef.current?.focus({ preventScroll: true });
  }, [autoFocus]);
  return (
    <section role="alert" {...rest} className={cx(styles.ErrorPanel, className)}>
      <Heading ref={headingRef} tabIndex={-1} className={styles.ErrorPanelTitle}>
        {title}
      </Heading>
      {children && <p className={styles.ErrorPanelText}>{children}</p>}
      <div className={styles.ErrorPanelActions}>
        <Button onClick={() => onRetry()}>Retry</Button>
        {onReload && (
          <Button variant="secondary" onClick={() => onReload()}>
            Reload page
          </Button>
        )}
      </div>
    </section>
  );
}
