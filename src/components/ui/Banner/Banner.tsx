import type { ComponentProps } from 'react';
import type { FeedbackTone } from '../../../domain/types';
import { cx } from '../../utils/cx';
import { Icon, type IconName } from '../Icon';
import styles from './Banner.module.css';

export type BannerProps = ComponentProps<'div'> & {
  /** The kind of news, a colour role: `attention` (default: something to know before acting), `info`, `success`, `danger`. */
  tone?: FeedbackTone;
  /** The drawing before the text (default: the tone's own icon). */
  icon?: IconName;
  /** A short bold lead, e.g. "This restaurant is closed right now." */
  title?: string;
};

const TONE_ICONS: Record<FeedbackTone, IconName> = {
  success: 'check-circle',
  info: 'info',
  attention: 'alert-triangle',
  danger: 'alert-circle',
};

/**
 * A message about the whole page or section, said once at its top: a closed restaurant's menu. It stays until
 * what it says changes (a toast is for what just happened). Give it an `id` to describe the controls it explains
 * (`aria-describedby` on a disabled Add button).
 */
export function Banner({ tone = 'attention', icon, title, className, children, ...rest }: BannerProps) {
  return (
    <div data-tone={tone} {...rest} className={cx(styles.Banner, className)}>
      <Icon name={icon ?? TONE_ICONS[tone]} size={20} className={styles.BannerIcon} />
      <p className={styles.BannerText}>
        {title && <strong className={styles.BannerTitle}>{title}</strong>} {children}
      </p>
    </div>
  );
}
