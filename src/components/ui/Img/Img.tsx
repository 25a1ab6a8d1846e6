import { useState, type ComponentProps, type CSSProperties } from 'react';
import { illustrationFor } from './illustration';
import { cx } from '../../utils/cx';
import { illustrationUrl, isIllustrationUrl, useImageSource } from './ImageSource';
import styles from './Img.module.css';

export type ImgProps = Omit<ComponentProps<'img'>, 'src' | 'alt'> & {
  /** Image URL; while it loads, and instead of it when it is empty, null or fails, a dish illustration shows. */
  src?: string | null;
  /** Text alternative; `''` marks the image decorative (the placeholder is then hidden from assistive tech). */
  alt: string;
  /**
   * What the picture shows (a dish, a restaurant), defaults to `alt`: with the URL's key (which
   * names the dish, category or cuisine) it picks the placeholder illustration.
   */
  name?: string;
  /** The illustration to show (a name from `ILLUSTRATIONS`), instead of the one `src` and `name` pick. */
  illustration?: string;
  /** CSS aspect ratio of the box, e.g. `'4 / 3'`; the image fills the width. */
  aspectRatio?: string;
  /** How the picture fills the box (default `cover`). */
  fit?: 'cover' | 'contain';
  /** Rounded corners (`--radius-md`). */
  rounded?: boolean;
};

const px = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * The only way to show a food or restaurant picture: resolves the URL through
 * `ImageSourceProvider` (local stand-ins in Storybook), lazy-loads it in a fixed box (no layout
 * shift) over a dish illustration on a plate (chosen from the URL's key and `name`, see
 * src/components/ui/Img/illustration.ts, and fetched as a static SVG), and when the URL is missing or fails,
 * shows that illustration alone instead of a broken-image icon. The tile and the plate are drawn
 * from theme tokens, so they are dark in the dark theme. People use `Avatar`.
 */
export function Img({
  src,
  alt,
  name,
  illustration,
  aspectRatio,
  fit = 'cover',
  rounded = false,
  className,
  style,
  width,
  height,
  onError,
  onLoad,
  ...rest
}: ImgProps) {
  const resolved = useImageSource(src);
  // Remember which URL failed: a new src resets the state without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const ratio = aspectRatio ?? (width !== undefined && height !== undefined ? `${width} / ${height}` : undefined);
  const picture = `url("${illustrationUrl(illustration ?? illustrationFor(src, name ?? alt))}")`;
  const boxStyle = { aspectRatio: ratio, '--img-illustration': picture, ...style } as CSSProperties;

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
      />
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
      data-loaded={loadedSrc === resolved || undefined}
      data-plated={isIllustrationUrl(resolved) || undefined}
      data-rounded={rounded || undefined}
      data-ratio={ratio ? '' : undefined}
      style={boxStyle}
      onLoad={(event) => {
        setLoadedSrc(resolved);
        onLoad?.(event);
      }}
      onError={(event) => {
        setFailedSrc(resolved);
        onError?.(event);
      }}
      className={cx(styles.Img, className)}
    />
  );
}
