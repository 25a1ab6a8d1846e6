/**
 * Docs blocks for the pattern pages (stories/docs/patterns/*.mdx): `Anatomy`, a real component with numbered
 * markers on its parts and a numbered legend beneath, and `Example`, the themed, inert frame both it and `DoDont`
 * draw a component in.
 *
 * - The markers are placed from the rendered DOM: each part names a CSS selector (and optionally a text) inside
 *   the example, is measured with getBoundingClientRect, and re-measured whenever the example or the page
 *   changes size, an image loads or the fonts arrive, so a marker follows its part at every width and seed.
 *   Class names are hashed in the build: selectors use elements, roles, ARIA and data attributes.
 * - A part is its content, not its box: a table cell or a grid item stretched wider than its text is measured
 *   by what it holds, so a line ends at the text, never in the empty end of a cell.
 * - A component that lays out differently when narrow (the orders table's rows become cards under 50rem, a menu
 *   card becomes a row on a phone) says so with `narrowWhen`, read from the rendered example: the markers take
 *   the parts' `narrowSide` exactly when the component is in that layout, whatever the column width.
 * - The example is a picture, not a control (`inert`, as the Introduction's previews): no Tab stop, no link
 *   that navigates the docs frame. The markers are `aria-hidden`; the legend, an ordered list, is the text.
 * - The example takes the toolbar's Theme (Light or Dark), as the stories on a docs page do; the legend stays
 *   on the docs page, which is light.
 * - `storyId`: a component that cannot be drawn inline (CartModal: a modal `<dialog>` in the top layer, which
 *   would cover the docs page) is drawn by its own story in a frame, at seed 42, and measured inside it.
 */
import {
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { DocsContext } from '@storybook/addon-docs/blocks';
import { ImageSourceProvider } from '../../src/components/ui';
import { DEFAULT_SEED } from '../../src/data';
import { localStandIn } from '../../.storybook/localImages';
import styles from './Anatomy.module.css';

type Theme = 'light' | 'dark';

/** Classes for what an example holds: a toast region in the flow (not pinned to the window), a row, a stack. */
export const exampleClasses = { inlineToast: styles.InlineToast, row: styles.Row, stack: styles.Stack };

interface DocsChannel {
  on: (event: string, listener: (payload: { globals?: Record<string, unknown> }) => void) => void;
  off: (event: string, listener: (payload: { globals?: Record<string, unknown> }) => void) => void;
}
interface DocsContextShape {
  channel?: DocsChannel;
  store?: { userGlobals?: { get?: () => Record<string, unknown> }; globals?: { get?: () => Record<string, unknown> } };
}

const themeOf = (globals: Record<string, unknown> | undefined): Theme => (globals?.theme === 'dark' ? 'dark' : 'light');

/**
 * The toolbar's Theme on a docs page: Dark, or Light (for Light and Side by side). Read from the preview's store
 * and kept current through the channel's `globalsUpdated`, as the stories on the page are.
 */
export function useToolbarTheme(): Theme {
  const docs = useContext(DocsContext) as unknown as DocsContextShape | null;
  const [theme, setTheme] = useState<Theme>(() =>
    themeOf(docs?.store?.userGlobals?.get?.() ?? docs?.store?.globals?.get?.()),
  );
  useEffect(() => {
    const channel = docs?.channel;
    if (!channel) return;
    const update = ({ globals }: { globals?: Record<string, unknown> }) => setTheme(themeOf(globals));
    channel.on('globalsUpdated', update);
    return () => channel.off('globalsUpdated', update);
  }, [docs]);
  return theme;
}

/**
 * A component drawn as an example: on the page surface of the toolbar's theme, inert (seen, never used), with
 * pictures from the local dish illustrations. `width` caps the component's box (e.g. '20rem' for a card).
 */
export function Example({ width, className, children }: { width?: string; className?: string; children: ReactNode }) {
  const theme = useToolbarTheme();
  return (
    // `docs-story`: the docs page's table of contents skips headings inside (a card's restaurant name).
    <div className={`${styles.ExampleFrame} ${className ?? ''} docs-story sb-unstyled`}>
      <div className={styles.Example} data-theme={theme}>
        <div className={styles.ExampleContent} style={width ? { width, maxWidth: '100%' } : undefined} inert>
          <ImageSourceProvider resolve={localStandIn}>{children}</ImageSourceProvider>
        </div>
      </div>
    </div>
  );
}

export type AnatomySide = 'left' | 'right' | 'top' | 'bottom';

/** One labelled part of the example. */
export interface AnatomyPart {
  /** The part's name in the legend: "Label", "Picture". */
  label: string;
  /** One line on what it is and the rule for it. */
  description?: ReactNode;
  /** A CSS selector inside the example; the first match is the part (default: the example's root element). */
  selector?: string;
  /** The part is the element holding this text (inside `selector`), e.g. a delivery time beside its icon. */
  text?: string;
  /** With `text`: measure the text itself, not its element (a button's label beside its icon). */
  textOnly?: boolean;
  /** Where the marker sits, outside the example, with a line to the part (default: the nearer of left and right). */
  side?: AnatomySide;
  /**
   * The side when the component is in its narrow layout (`narrowWhen` on the diagram; by default, a stage
   * narrower than 40rem), where its parts sit elsewhere.
   */
  narrowSide?: AnatomySide;
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

interface Placed {
  index: number;
  side: AnatomySide;
  /** Marker centre. */
  x: number;
  y: number;
  /** Where the line meets the part. */
  tx: number;
  ty: number;
  /** The part's box. */
  box: Box;
}

const MARKER = 24;
/** Below this stage width (px, 40rem) the stage is a phone's: smaller gutters, and `narrowSide`. */
const NARROW = 640;
const GAP = 4;
/** A line ends this far outside its part, so its dot never covers the part's first letter. */
const OUT = 3;

/** Elements measured by their own box, never by their content: controls and pictures. */
const WHOLE = 'button, select, input, textarea, img, svg, picture, video, canvas, iframe, [role="img"], [role="group"]';

/** The rect of what `element` holds: its text and child boxes, less anything hidden (a 1 px visually hidden label). */
function contentRect(element: Element): DOMRect | null {
  const doc = element.ownerDocument;
  const view = doc.defaultView ?? window;
  // Drawn content of its own (a "3 items" unit from `::after`) is not a child: keep the box.
  for (const pseudo of ['::before', '::after']) {
    const content = view.getComputedStyle(element, pseudo).content;
    if (content && content !== 'none' && content !== 'normal') return null;
  }
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const child of Array.from(element.childNodes)) {
    let rect: DOMRect | null = null;
    if (child.nodeType === Node.TEXT_NODE) {
      if (!child.textContent?.trim()) continue;
      const range = doc.createRange();
      range.selectNodeContents(child);
      rect = range.getBoundingClientRect();
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      rect = (child as Element).getBoundingClientRect();
    }
    if (!rect || rect.width <= 1 || rect.height <= 1) continue;
    left = Math.min(left, rect.left);
    top = Math.min(top, rect.top);
    right = Math.max(right, rect.right);
    bottom = Math.max(bottom, rect.bottom);
  }
  return right > left && bottom > top ? new DOMRect(left, top, right - left, bottom - top) : null;
}

/**
 * Where a part is on screen: a text range's rect, a control's box, else the box of its content inside the
 * element's own box (a cell, a grid item or a block wider than its text).
 */
function partRect(found: Element | Range): DOMRect {
  const rect = found.getBoundingClientRect();
  if (found instanceof Range || found.matches(WHOLE)) return rect;
  const inner = contentRect(found);
  if (!inner) return rect;
  const left = Math.max(rect.left, inner.left);
  const top = Math.max(rect.top, inner.top);
  const right = Math.min(rect.right, inner.right);
  const bottom = Math.min(rect.bottom, inner.bottom);
  return right > left && bottom > top ? new DOMRect(left, top, right - left, bottom - top) : rect;
}

/** The element (or text range) a part names inside `root`. */
function findPart(root: ParentNode, part: AnatomyPart): Element | Range | null {
  const scope = part.selector ? root.querySelector(part.selector) : root instanceof Element ? root : null;
  if (!scope || !part.text) return scope;
  const walker = (scope.ownerDocument ?? document).createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  // An exact match first ("Delete", not the title "Delete Bella Napoli"), else the first text that contains it.
  let found: { node: Text; at: number } | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const data = node.textContent ?? '';
    const at = data.indexOf(part.text);
    if (at < 0 || !node.parentElement || node.parentElement.closest('.visually-hidden')) continue;
    if (data.trim() === part.text) {
      found = { node: node as Text, at };
      break;
    }
    found ??= { node: node as Text, at };
  }
  if (!found) return null;
  if (!part.textOnly) return found.node.parentElement;
  const range = (scope.ownerDocument ?? document).createRange();
  range.setStart(found.node, found.at);
  range.setEnd(found.node, found.at + part.text.length);
  return range;
}

/** Spreads markers along one side so none overlaps the next, keeping them inside [min, max]. */
function spread(values: number[], min: number, max: number): number[] {
  const order = values.map((value, i) => ({ value, i })).sort((a, b) => a.value - b.value);
  const step = MARKER + GAP;
  const out = order.map((entry) => Math.min(Math.max(entry.value, min), max));
  for (let k = 1; k < out.length; k++) out[k] = Math.max(out[k]!, out[k - 1]! + step);
  // Pushed past the end: pull back from the end.
  const last = out.length - 1;
  if (last >= 0 && out[last]! > max) {
    out[last] = max;
    for (let k = last - 1; k >= 0; k--) out[k] = Math.min(out[k]!, out[k + 1]! - step);
  }
  const result: number[] = new Array<number>(values.length);
  order.forEach((entry, k) => (result[entry.i] = out[k]!));
  return result;
}

/** Measures every part against the stage and places its marker on its side. */
function place(
  stage: HTMLElement,
  root: ParentNode,
  parts: readonly AnatomyPart[],
  offset: Box | null,
  bounds: Element | null,
  /** The component is in its narrow layout: parts take their `narrowSide`. */
  narrow: boolean,
  /** Inside a zoomed frame: its rects are in its own (unzoomed) pixels. */
  scale = 1,
): Placed[] {
  const origin = stage.getBoundingClientRect();
  const width = stage.clientWidth;
  const height = stage.clientHeight;
  const inset = MARKER / 2 + 4;
  const measured = parts.flatMap((part, index) => {
    const found = findPart(root, part);
    if (!found) return [];
    const rect = partRect(found);
    if (rect.width === 0 && rect.height === 0) return [];
    const box: Box = {
      left: rect.left * scale + (offset?.left ?? 0) - origin.left,
      top: rect.top * scale + (offset?.top ?? 0) - origin.top,
      width: rect.width * scale,
      height: rect.height * scale,
    };
    const side: AnatomySide =
      (narrow ? part.narrowSide : undefined) ?? part.side ?? (box.left + box.width / 2 < width / 2 ? 'left' : 'right');
    return [{ index, side, box }];
  });
  // The markers sit just outside the component (`bounds`, else the parts together), not at the stage's edges.
  const outer = bounds?.getBoundingClientRect();
  const union = outer
    ? {
        left: outer.left * scale + (offset?.left ?? 0) - origin.left,
        top: outer.top * scale + (offset?.top ?? 0) - origin.top,
        right: outer.right * scale + (offset?.left ?? 0) - origin.left,
        bottom: outer.bottom * scale + (offset?.top ?? 0) - origin.top,
      }
    : measured.reduce(
        (u, { box }) => ({
          left: Math.min(u.left, box.left),
          top: Math.min(u.top, box.top),
          right: Math.max(u.right, box.left + box.width),
          bottom: Math.max(u.bottom, box.top + box.height),
        }),
        { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity },
      );
  const away = MARKER / 2 + 12;
  const placed: Placed[] = [];
  for (const side of ['left', 'right', 'top', 'bottom'] as const) {
    const group = measured.filter((entry) => entry.side === side);
    if (group.length === 0) continue;
    const vertical = side === 'left' || side === 'right';
    const wanted = group.map(({ box }) => (vertical ? box.top + box.height / 2 : box.left + box.width / 2));
    const along = spread(wanted, inset, (vertical ? height : width) - inset);
    group.forEach(({ index, box }, k) => {
      const a = along[k]!;
      if (vertical) {
        const x = side === 'left' ? Math.max(inset, union.left - away) : Math.min(width - inset, union.right + away);
        const ty = Math.min(Math.max(a, box.top + 2), box.top + box.height - 2);
        placed.push({
          index,
          side,
          x,
          y: a,
          tx: side === 'left' ? box.left - OUT : box.left + box.width + OUT,
          ty,
          box,
        });
      } else {
        const y = side === 'top' ? Math.max(inset, union.top - away) : Math.min(height - inset, union.bottom + away);
        const tx = Math.min(Math.max(a, box.left + 2), box.left + box.width - 2);
        placed.push({ index, side, x: a, y, tx, ty: side === 'top' ? box.top - OUT : box.top + box.height + OUT, box });
      }
    });
  }
  return placed.sort((a, b) => a.index - b.index);
}

/** Where a marker's line starts: on the marker's edge facing the part. */
function lineStart(p: Placed): { x: number; y: number } {
  const r = MARKER / 2;
  switch (p.side) {
    case 'left':
      return { x: p.x + r, y: p.y };
    case 'right':
      return { x: p.x - r, y: p.y };
    case 'top':
      return { x: p.x, y: p.y + r };
    default:
      return { x: p.x, y: p.y - r };
  }
}

export interface AnatomyProps {
  /** What the diagram shows, for the figure's caption: "Button". */
  title: string;
  /** The parts, numbered in this order. */
  parts: readonly AnatomyPart[];
  /** The component, drawn with fixed props (the diagram looks the same under every toolbar seed). */
  children?: ReactNode;
  /**
   * The component's layout width in rem (e.g. 20 for a card). Where the column is narrower (a phone), the component
   * keeps this width and is drawn smaller (CSS zoom), so it shows the layout it has on a phone, not a squeezed one.
   */
  layoutWidth?: number;
  /** Caps the component's width (e.g. '20rem' for a card); it never exceeds the column. */
  width?: string;
  /** Instead of `children`: a story drawn in a frame of this height, for a component in the top layer (a dialog). */
  storyId?: string;
  /** The frame's height, with `storyId` (default 520). */
  frameHeight?: number;
  /** A line under the caption. */
  note?: ReactNode;
  /**
   * A selector for the box the markers stay outside of (default: the component's root; with `storyId`, the parts
   * together), e.g. 'table' for a table row, 'dialog' for a dialog.
   */
  bounds?: string;
  /**
   * Whether the component, as drawn, is in its narrow layout (where the parts' `narrowSide` applies), read from
   * the example's root element (with `storyId`, the frame's body). Default: the stage is narrower than 40rem.
   * For a component whose layout follows a container query or a media query, test the layout itself, e.g.
   * `(example) => getComputedStyle(example.querySelector('tbody tr')).display === 'grid'`.
   */
  narrowWhen?: (example: Element) => boolean;
}

/**
 * A real component with numbered markers on its parts and a numbered legend beneath. Markers sit outside the
 * component (left and right by default) with a line to their part, and are spread so none overlaps another.
 */
export function Anatomy({
  title,
  parts,
  children,
  width,
  layoutWidth,
  storyId,
  frameHeight = 520,
  note,
  bounds,
  narrowWhen,
}: AnatomyProps) {
  const theme = useToolbarTheme();
  const stageRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [placed, setPlaced] = useState<Placed[]>([]);
  /** The stage's width, once measured: a narrow stage (a phone) has smaller gutters, and may zoom the component out. */
  const [stageWidth, setStageWidth] = useState(0);
  const [hovered, setHovered] = useState<number | null>(null);
  /**
   * A framed story has played (or had 8 s to): the frame becomes inert, like an inline example. Until then its
   * play needs the dialog live; after, the dialog's focus trap must not hold a keyboard user of the docs page.
   */
  const frameSrc = storyId
    ? `iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=seed:${DEFAULT_SEED};theme:${theme}`
    : undefined;
  const [settledSrc, setSettledSrc] = useState<string | null>(null);
  const settled = frameSrc !== undefined && settledSrc === frameSrc;
  const onFrameLoad = () => {
    measure();
    const frame = frameRef.current;
    const channel = (frame?.contentWindow as (Window & { __STORYBOOK_ADDONS_CHANNEL__?: DocsChannel }) | null)
      ?.__STORYBOOK_ADDONS_CHANNEL__;
    channel?.on('storyFinished', () => setSettledSrc(frameSrc ?? null));
  };
  useEffect(() => {
    if (!frameSrc) return;
    const timer = window.setTimeout(() => setSettledSrc(frameSrc), 8000);
    return () => window.clearTimeout(timer);
  }, [frameSrc]);
  useEffect(() => {
    const frame = frameRef.current;
    if (settled && frame && document.activeElement === frame) frame.blur();
  }, [settled]);
  const vertical = parts.some((part) =>
    [part.side, part.narrowSide].some((side) => side === 'top' || side === 'bottom'),
  );

  const measure = useCallback(() => {
    const stage = stageRef.current;
    if (!stage) return;
    setStageWidth(stage.clientWidth);
    const isNarrow = (example: Element | null) =>
      narrowWhen && example ? narrowWhen(example) : stage.clientWidth < NARROW;
    if (storyId) {
      const frame = frameRef.current;
      const doc = frame?.contentDocument;
      if (!frame || !doc?.body) return;
      // Rects inside the frame are in its own viewport: offset them by where the frame's content starts.
      const rect = frame.getBoundingClientRect();
      const scale = frame.offsetWidth > 0 ? rect.width / frame.offsetWidth : 1;
      const offset: Box = { left: rect.left, top: rect.top, width: 0, height: 0 };
      setPlaced(place(stage, doc, parts, offset, bounds ? doc.querySelector(bounds) : null, isNarrow(doc.body), scale));
      return;
    }
    const content = contentRef.current;
    if (!content) return;
    const outer = bounds ? content.querySelector(bounds) : content.firstElementChild;
    setPlaced(place(stage, content, parts, null, outer, isNarrow(content.firstElementChild)));
  }, [parts, storyId, bounds, narrowWhen]);

  useLayoutEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    let frameId = 0;
    const schedule = () => {
      cancelAnimationFrame(frameId);
      frameId = requestAnimationFrame(measure);
    };
    measure();
    const resize = new ResizeObserver(schedule);
    resize.observe(stage);
    if (contentRef.current) resize.observe(contentRef.current);
    // Pictures swap from placeholder to illustration, fonts arrive: the parts move.
    const mutations = new MutationObserver(schedule);
    if (contentRef.current) mutations.observe(contentRef.current, { subtree: true, attributes: true, childList: true });
    stage.addEventListener('load', schedule, true);
    void document.fonts?.ready.then(schedule);
    // A framed story renders (and plays) on its own clock: measure it for a while after it loads.
    const timer = storyId ? window.setInterval(schedule, 500) : 0;
    return () => {
      cancelAnimationFrame(frameId);
      resize.disconnect();
      mutations.disconnect();
      stage.removeEventListener('load', schedule, true);
      window.clearInterval(timer);
    };
  }, [measure, storyId]);

  const narrow = stageWidth > 0 && stageWidth < NARROW;
  // The room the component has: the stage less its gutters (CSS: 2.75rem each side, 2rem on a narrow stage).
  const room = stageWidth - 2 * (narrow ? 32 : 44);
  const layoutPx = (layoutWidth ?? 0) * 16;
  const contentStyle: CSSProperties | undefined =
    layoutWidth && room > 0 && room < layoutPx
      ? { width: layoutPx, zoom: room / layoutPx }
      : width
        ? { width, maxWidth: '100%' }
        : undefined;

  return (
    // `docs-story`: the docs page's table of contents skips headings inside (a card's restaurant name).
    <figure className={`${styles.Anatomy} docs-story sb-unstyled`}>
      <div
        ref={stageRef}
        className={styles.Stage}
        data-theme={theme}
        data-vertical={vertical || undefined}
        data-narrow={narrow || undefined}
        data-framed={storyId ? '' : undefined}
      >
        {storyId ? (
          <iframe
            ref={frameRef}
            key={frameSrc}
            src={frameSrc}
            title={`${title}, the example the markers point at`}
            className={styles.Frame}
            style={{ height: frameHeight, ...contentStyle }}
            onLoad={onFrameLoad}
            inert={settled}
          />
        ) : (
          <div ref={contentRef} className={styles.StageContent} style={contentStyle} inert>
            <ImageSourceProvider resolve={localStandIn}>{children}</ImageSourceProvider>
          </div>
        )}
        <svg className={styles.Lines} aria-hidden="true">
          {placed.map((p) => {
            const start = lineStart(p);
            return (
              <g key={p.index} data-active={hovered === p.index || undefined}>
                <line className={styles.LineHalo} x1={start.x} y1={start.y} x2={p.tx} y2={p.ty} />
                <line className={styles.Line} x1={start.x} y1={start.y} x2={p.tx} y2={p.ty} />
                <circle className={styles.LineEnd} cx={p.tx} cy={p.ty} r={3} />
                {hovered === p.index && (
                  <rect
                    className={styles.PartOutline}
                    x={p.box.left - 2}
                    y={p.box.top - 2}
                    width={p.box.width + 4}
                    height={p.box.height + 4}
                    rx={4}
                  />
                )}
              </g>
            );
          })}
        </svg>
        {placed.map((p) => (
          <span
            key={p.index}
            className={styles.Marker}
            aria-hidden="true"
            data-part={p.index + 1}
            style={{ left: p.x - MARKER / 2, top: p.y - MARKER / 2 }}
          >
            {p.index + 1}
          </span>
        ))}
      </div>
      <figcaption className={styles.Caption}>
        <span className={styles.CaptionTitle}>{title}</span>
        {note && <span className={styles.CaptionNote}>{note}</span>}
      </figcaption>
      <ol className={styles.Legend} aria-label={`Parts of ${title}`}>
        {parts.map((part, index) => (
          <li
            key={part.label}
            className={styles.LegendItem}
            onMouseEnter={() => setHovered(index)}
            onMouseLeave={() => setHovered(null)}
          >
            <span className={styles.LegendNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.LegendText}>
              <span className={styles.LegendLabel}>{part.label}</span>
              {part.description && <span className={styles.LegendDescription}>{part.description}</span>}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
