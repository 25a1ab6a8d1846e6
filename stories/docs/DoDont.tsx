/**
 * Do and Don't, side by side (stacked on a phone): each panel a rendered example and a one-line reason. "Do"
 * takes the success role and a check, "Don't" the danger role and a cross, so the verdict is said by a word
 * and an icon, never by colour alone. The examples are pictures (inert, in the toolbar's theme, see `Example`);
 * the verdict and the reason are the text.
 *
 *   <DoDont>
 *     <Do reason="…">…</Do>
 *     <Dont reason="…">…</Dont>
 *   </DoDont>
 */
import type { ReactNode } from 'react';
import { Icon } from '../../src/components/ui';
import { Example } from './Anatomy';
import styles from './DoDont.module.css';

interface PanelProps {
  /** One line: why. */
  reason: ReactNode;
  /** Caps the example's width, e.g. '20rem' for a card. */
  width?: string;
  /** The example, drawn with the real components. */
  children: ReactNode;
}

function Panel({ verdict, reason, width, children }: PanelProps & { verdict: 'do' | 'dont' }) {
  const word = verdict === 'do' ? 'Do' : 'Don’t';
  return (
    <figure className={styles.Panel} data-verdict={verdict}>
      <Example width={width} className={styles.PanelExample}>
        {children}
      </Example>
      <figcaption className={styles.PanelCaption}>
        <span className={styles.Verdict}>
          <span className={styles.VerdictIcon}>
            <Icon name={verdict === 'do' ? 'check' : 'close'} size={16} />
          </span>
          {word}
        </span>
        <span className={styles.Reason}>{reason}</span>
      </figcaption>
    </figure>
  );
}

/** The recommended way, in the success role, with a check. */
export function Do(props: PanelProps) {
  return <Panel verdict="do" {...props} />;
}

/** The way to avoid, in the danger role, with a cross. */
export function Dont(props: PanelProps) {
  return <Panel verdict="dont" {...props} />;
}

/** A Do and a Don't (or several), in two columns, stacked when the column is narrow. */
export function DoDont({ children }: { children: ReactNode }) {
  return (
    <div className={`${styles.Frame} sb-unstyled`}>
      <div className={styles.DoDont}>{children}</div>
    </div>
  );
}
