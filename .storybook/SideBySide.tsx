/**
 * The toolbar's "Side by side" theme: the story in a light pane, and beside it a dark pane that mirrors it.
 *
 * The story renders once, in the light pane, so its play finds one of everything, focus has one place to
 * go and a dialog opened with showModal() is the only modal on the page. The dark pane is a live copy of
 * the light pane's DOM (re-cloned on every change, typed values included) inside a shadow root: Testing
 * Library's queries and the play do not see it, `inert` keeps it out of Tab order and `aria-hidden` out of
 * the accessibility tree. The page's stylesheets are cloned into the shadow root; the tokens and fonts
 * come from the document, and the pane's data-theme="dark" (its color-scheme) picks each token's dark value.
 */
import { useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';

const paneStyle: CSSProperties = {
  // A containing block of its own for fixed-position layers, so each stays in its pane.
  contain: 'layout',
  minWidth: 0,
  padding: 'var(--space-4)',
  // Both panes framed alike: each theme's page colour inside the same border and corners, apart by a gap.
  border: '1px solid var(--color-border)',
  borderRadius: 'var(--radius-lg)',
  background: 'var(--color-bg)',
  color: 'var(--color-text)',
  fontFamily: 'var(--font-sans)',
};

const labelStyle: CSSProperties = {
  marginBottom: 'var(--space-3)',
  fontSize: 'var(--font-size-xs)',
  color: 'var(--color-text-muted)',
};

/** A full-screen pane's label is a header strip of its own, inset like the page under it, not flush to the frame. */
const paneLabel = (layout: string | undefined): CSSProperties =>
  layout === 'fullscreen'
    ? {
        ...labelStyle,
        margin: 0,
        padding: 'var(--space-2) var(--space-4)',
        borderBottom: '1px solid var(--color-border)',
      }
    : labelStyle;

/** A stacked pane: a full-screen one is a viewport tall and has no padding of its own (the page has it). */
const fullPane = (layout: string | undefined): CSSProperties =>
  layout === 'fullscreen' ? { minHeight: '100vh', padding: 0, borderRadius: 0 } : {};

/** Form state lives in properties, not attributes: the clone gets what the user typed, ticked or chose. */
function copyFormState(from: HTMLElement, to: HTMLElement): void {
  const sources = from.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input, textarea, select',
  );
  const targets = to.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input, textarea, select',
  );
  sources.forEach((source, i) => {
    const target = targets[i];
    if (!target) return;
    target.value = source.value;
    if (source instanceof HTMLInputElement && target instanceof HTMLInputElement) target.checked = source.checked;
  });
}

/**
 * A dialog opened with showModal() sits in the top layer, centred over its backdrop; its copy is only an open
 * <dialog>, drawn where it stands in the pane's flow. These rules draw the copy as the modal is drawn: centred in
 * its pane (the pane is the containing block of fixed layers), over the theme's backdrop, cut at the pane's edges.
 */
function mirroredDialogs(): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = `dialog[open] {
    position: fixed;
    inset: 0;
    margin: auto;
    outline: 100vmax solid var(--color-backdrop);
  }`;
  return style;
}

export function SideBySide({ children, layout }: { children: ReactNode; layout?: string }) {
  // A component (centered layout) sits beside its copy. A padded or full-screen story (a table, a page, a
  // dialog) keeps the canvas's full width, its copy below: a page squeezed to half the canvas is not the
  // page (a table would scroll, a header would wrap), and a full-screen pane is a viewport tall, so a dialog
  // copy centres in its own pane.
  const beside = layout === undefined || layout === 'centered';
  const light = useRef<HTMLDivElement>(null);
  const darkHost = useRef<HTMLDivElement>(null);

  // A layout effect: the copy is in place before the first paint (and before a play looks for it).
  useLayoutEffect(() => {
    const source = light.current;
    const host = darkHost.current;
    if (!source || !host) return;
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const mirror = document.createElement('div');
    const styles = () => [
      ...Array.from(document.querySelectorAll('style, link[rel="stylesheet"]'), (node) => node.cloneNode(true)),
      mirroredDialogs(),
    ];
    shadow.replaceChildren(...styles(), mirror);

    let frame = 0;
    const sync = () => {
      frame = 0;
      const copy = source.cloneNode(true) as HTMLElement;
      copyFormState(source, copy);
      mirror.replaceChildren(...Array.from(copy.childNodes));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(sync);
    };
    sync();
    const changes = new MutationObserver(schedule);
    changes.observe(source, { subtree: true, childList: true, attributes: true, characterData: true });
    // Styles added later (a lazily loaded component's CSS) reach the copy too.
    const headChanges = new MutationObserver(() => shadow.replaceChildren(...styles(), mirror));
    headChanges.observe(document.head, { childList: true });
    source.addEventListener('input', schedule);
    source.addEventListener('change', schedule);
    return () => {
      changes.disconnect();
      headChanges.disconnect();
      source.removeEventListener('input', schedule);
      source.removeEventListener('change', schedule);
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <div
      style={
        beside
          ? {
              display: 'grid',
              // The centred canvas shrinks to its content: the row takes the canvas's width itself.
              width: 'min(100vw - 2rem, 80rem)',
              gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
              gap: 'var(--space-3)',
            }
          : { display: 'grid', gap: 'var(--space-3)' }
      }
    >
      <div data-theme="light" data-side-by-side-pane="light" style={{ ...paneStyle, ...fullPane(layout) }}>
        <div style={paneLabel(layout)}>Light</div>
        <div ref={light}>{children}</div>
      </div>
      <div
        data-theme="dark"
        data-side-by-side-pane="dark"
        style={{ ...paneStyle, ...fullPane(layout), overflow: 'clip' }}
      >
        <div style={paneLabel(layout)}>Dark (mirrors the light pane)</div>
        <div ref={darkHost} inert aria-hidden="true" />
      </div>
    </div>
  );
}
