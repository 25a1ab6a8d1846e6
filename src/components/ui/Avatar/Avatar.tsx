import { useState, type ComponentProps, type CSSProperties } from 'react';
import { initials } from '../../../domain/format';
import { cx } from '../../utils/cx';
import { useImageSource } from '../Img/ImageSource';
import styles from './Avatar.module.css';

export type AvatarProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** The person's name: gives the initials and, through a hash, the tint (the same name always gets the same one). */
  name: string;
  /** Photo URL; while it loads, and instead of it when it is empty, missing or fails, the initials show. */
  src?: string | null;
  /** Text alternative; `''` (the default) marks the avatar decorative, e.g. beside the person's visible name. */
  alt?: string;
  /** Diameter in px (default 40); a consumer class may size it instead. */
  size?: number;
};

/** Tints from the design tokens, each a background with a text colour that passes WCAG AA on it. */
export const AVATAR_TONES = ['brand', 'yellow', 'blue', 'green', 'grey'] as const;

function toneOf(name: string): (typeof AVATAR_TONES)[number] {
  let h = 0;
  for (const char of name) h = (Math.imul(h, 31) + char.codePointAt(0)!) >>> 0;
  return AVATAR_TONES[h % AVATAR_TONES.length]!;
}

/**
 * A person: a tinted circle with their initials, with their photo over it once it loads. In
 * Storybook and tests the avatar service resolves to no photo (see .storybook/localImages.ts),
 * so the initials show; a failing photo falls back to them too.
 */
export function Avatar({ name, src, alt = '', size = 40, className, style, ...rest }: AvatarProps) {
  const resolved = useImageSource(src);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const decorative = alt === '';
  const photo = resolved && failedSrc !== resolved ? resolved : null;
  return (
    <span
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : alt}
      aria-hidden={decorative || undefined}
      data-tone={toneOf(name)}
      {...rest}
      style={{ '--avatar-size': `${size}px`, ...style } as CSSProperties}
      className={cx(styles.Avatar, className)}
    >
      <span className={styles.AvatarInitials}>{initials(name)}</span>
      {photo && (
        <img
          src={photo}
          alt=""
          loading="lazy"
          decoding="async"
          className={styles.AvatarPhoto}
          onError={() => setFailedSrc(photo)}
        />
      )}
    </span>
  );
}
