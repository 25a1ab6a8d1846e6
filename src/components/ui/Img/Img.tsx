import { useState, type ComponentProps, type CSSProperties } from 'react';
import { initials } from '../../../domain/format';
import { cx } from '../cx';
import { useImageSource } from './ImageSource';
import styles from './Img.module.css';

export type ImgProps = Omit<ComponentProps<'img'>, 'src' | 'alt'> & {
  /** Image URL; empty, null or failing URLs show the initials placeholder instead. */
  src?: string | null;
  /** Text alternative; `''` marks the image decorative (the placeholder is then hidden from assistive tech). */
  alt: string;
  /** Name used for the placeholder initials (defaults to `alt`). */
  name?: string;
  /** CSS aspect ratio of the box, e.g. `'4 / 3'`; the image fills the width. */
  aspectRatio?: string;
  /** How the picture fills the box (default `cover`). */
  fit?: 'cover' | 'contain';
  /** Rounded corners (`--radius-md`). */
  rounded?: boolean;
};

const px = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * The only way to show an image: resolves the URL through `ImageSourceProvider` (local stand-ins
 * in Storybook), lazy-loads it in a fixed box (no layout shift) and, when the URL is missing or
 * fails, shows a tinted placeholder with initials instead of a broken-image icon.
 */
export function Img({
  src,
  alt,
  name,
  aspectRatio,
  fit = 'cover',
  rounded = false,
  className,
  style,
  width,
  height,
  onError,
  ...rest
}: ImgProps) {
  const resolved = useImageSource(src);
  // Remember which URL failed: a new src resets the state without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ratio = aspectRatio ?? (width !== undefined && height !== undefined ? `${width} / ${height}` : undefined);
  const boxStyle: CSSProperties = { aspectRatio: ratio, ...style };

  if (!resolved || failedSrc === resolved) {
    const decorative = alt === '';
    return (
      <span
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : alt}
        aria-hidden={decorative || undefined}
        data-placeholder=""
        data-rounded={rounded || undefined}
        data-ratio={ratio ? '' : undefined}
        style={{ width: px(width), ...boxStyle }}
        className={cx(styles.Img, styles.ImgPlaceholder, className)}
      >
        <span className={styles.ImgInitials}>{initials(name ?? alt)}</span>
      </span>
    );
  }

  return (
    <img
      loading="lazy"
      decoding="async"
      {...rest}
      src={resolved}
      alt={alt}
      width={width}
      height={height}
      data-fit={fit}
      data-rounded={rounded || undefined}
      data-ratio={ratio ? '' : undefined}
      style={boxStyle}
      onError={(event) => {
        setFailedSrc(resolved);
        onError?.(event);
      }}
      className={cx(styles.Img, className)}
    />
  );
}
