import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './Skeleton.module.css';

/** A CSS length: a number is pixels, a string is used as written (`'60%'`, `'2.25rem'`, `'1lh'`). */
type Length = number | string;

const css = (value: Length | undefined) => (typeof value === 'number' ? `${value}px` : value);

export type SkeletonBoxProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** Width of the bone (default: the width its container gives a block). */
  width?: Length;
  /** Height of the bone; without it, the height its class or its `aspect-ratio` gives. */
  height?: Length;
  /** Corner radius: `sm` (default), `md`, `lg`, `pill`, or any CSS length. */
  radius?: 'sm' | 'md' | 'lg' | 'pill' | Length;
};

const RADII = { sm: 'var(--radius-sm)', md: 'var(--radius-md)', lg: 'var(--radius-lg)', pill: 'var(--radius-pill)' };

/**
 * A bone of a skeleton: a block in the border colour standing for a picture, a control or a line while its
 * content is on its way, with a light band sweeping over it (still, under reduced motion). Decorative
 * (`aria-hidden`): the region it sits in says what is loading, once (`SkeletonRegion`).
 */
export function SkeletonBox({ width, height, radius = 'sm', className, style, ...rest }: SkeletonBoxProps) {
  const borderRadius =
    typeof radius === 'string' && radius in RADII ? RADII[radius as keyof typeof RADII] : css(radius);
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      {...rest}
      style={{ width: css(width), height: css(height), borderRadius, ...style }}
      className={cx(styles.SkeletonBox, className)}
    />
  );
}

export type SkeletonTextProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** How many lines (default 1). */
  lines?: number;
  /** Width of every line but the last (default `100%`). */
  width?: Length;
  /** Width of the last line of several (default `60%`; a single line takes `width`). */
  lastLineWidth?: Length;
};

/**
 * Lines of text to come: each line is one line box of the surrounding text tall (`1lh`, from the font size
 * and line height it inherits), its bar the height of the letters. Put it where the text will be, inside an
 * element with the text's class, and the skeleton is as tall as the text. Decorative (`aria-hidden`).
 */
export function SkeletonText({
  lines = 1,
  width = '100%',
  lastLineWidth = '60%',
  className,
  ...rest
}: SkeletonTextProps) {
  return (
    <span aria-hidden="true" data-skeleton="" {...rest} className={cx(styles.SkeletonText, className)}>
      {Array.from({ length: lines }, (_, index) => (
        <span
          key={index}
          className={styles.SkeletonLine}
          style={{ width: css(lines > 1 && index === lines - 1 ? lastLineWidth : width) }}
        />
      ))}
    </span>
  );
}

export type SkeletonRegionProps = ComponentProps<'div'> & {
  /**
   * What is loading, read once by screen readers (politely), e.g. 'Loading restaurants…'. `null` inside a
   * region that already says it: a plain container then, neither busy nor labelled.
   */
  label: string | null;
  /** The skeleton: bones laid out as the content will be. */
  children?: ReactNode;
};

/**
 * The container of a skeleton: `aria-busy="true"`, and one visually hidden polite status that says what is
 * loading. Its bones are hidden from assistive technology, so the label is all a screen reader meets.
 */
export function SkeletonRegion({ label, children, ...rest }: SkeletonRegionProps) {
  if (label === null) return <div {...rest}>{children}</div>;
  return (
    <div aria-busy="true" {...rest}>
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {children}
    </div>
  );
}
