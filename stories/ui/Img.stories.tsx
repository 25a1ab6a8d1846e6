import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Img } from '../../src/components/ui';
import { illustrationUrl } from '../../src/components/ui/Img';
import { illustrationFor, ILLUSTRATIONS } from '../../src/components/ui/Img/illustration';

/**
 * `Img` shows every food and restaurant picture. While the photo loads, and instead of it when the
 * URL is missing or fails, it shows a dish illustration on a plate: chosen from the URL's key
 * (the generator's keys name the dish, category or cuisine) or the `name`, and fetched as a static
 * SVG from `public/illustrations/` (Fluent Emoji Flat, MIT). In Storybook the placeholder-service
 * URLs resolve to those illustrations too, so nothing loads from the network. The SVGs are
 * transparent: the tile and plate under them come from theme tokens, so a grid of them is dark in the
 * dark theme. Foundations/Dish illustrations lists which dishes use each picture.
 */
const meta = {
  title: 'Components/Img',
  id: 'ui-img',
  tags: ['stable'],
  component: Img,
  decorators: [(Story, { parameters }) => <div style={{ width: (parameters.width as string) ?? 320 }}>{Story()}</div>],
  args: {
    src: 'https://picsum.photos/seed/restaurant-1-main-course-margherita-pizza/400/300',
    alt: 'Margherita Pizza',
    aspectRatio: '4 / 3',
    rounded: true,
  },
} satisfies Meta<typeof Img>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The illustration file a story's image (or placeholder) should show. */
const fileOf = (src: string | null | undefined, name: string) =>
  illustrationUrl(illustrationFor(src, name)).split('/').pop()!;

/** The placeholder's illustration, from its inline custom property. */
const placeholderImage = (element: HTMLElement) => element.style.getPropertyValue('--img-illustration');

export const Loaded: Story = {
  args: { ...meta.args },
  play: async ({ canvas, args }) => {
    const img = canvas.getByRole<HTMLImageElement>('img', { name: args.alt });
    await expect(img.tagName).toBe('IMG');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('decoding', 'async');
    // Served as a local stand-in (the dish the URL names), never from the network.
    await expect(img.getAttribute('src')).toMatch(new RegExp(`illustrations/${fileOf(args.src, args.alt)}$`));
    await waitFor(() => expect(img).toHaveAttribute('data-loaded'));
    // The stand-in is an illustration: its plate stays under it once loaded.
    await expect(img).toHaveAttribute('data-plated');
    await expect(img.getBoundingClientRect().height).toBe(240);
  },
};

/** A restaurant's picture: its key names the cuisine, so the stand-in is a dish of that cuisine. */
export const Restaurant: Story = {
  args: {
    ...meta.args,
    src: 'https://picsum.photos/seed/japanese-sushi-sakura-izakaya/800/500',
    alt: 'Sakura Izakaya',
    aspectRatio: '16 / 10',
  },
  play: async ({ canvas, args }) => {
    const img = canvas.getByRole('img', { name: args.alt });
    await expect(img.getAttribute('src')).toMatch(/illustrations\/sushi\.svg$/);
  },
};

export const Missing: Story = {
  args: { ...meta.args, src: null },
  play: async ({ canvas, args }) => {
    const placeholder = canvas.getByRole('img', { name: args.alt });
    await expect(placeholder.tagName).not.toBe('IMG');
    await expect(placeholder).toHaveAttribute('data-placeholder');
    await expect(placeholderImage(placeholder)).toContain(`illustrations/${fileOf(null, args.alt)}`);
    // The SVG is transparent: the plate under it is a gradient of theme tokens, so it follows the theme.
    await expect(getComputedStyle(placeholder).backgroundImage).toMatch(/^url\(.*\), radial-gradient\(/);
    await expect(placeholder.getBoundingClientRect().height).toBe(240);
  },
};

export const Failed: Story = {
  args: { ...meta.args, src: 'data:image/png;base64,AAAA', alt: 'Pad Thai', name: 'Pad Thai' },
  play: async ({ canvas, canvasElement, args }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: args.alt }).tagName).not.toBe('IMG'));
    await expect(placeholderImage(canvas.getByRole('img', { name: args.alt }))).toContain(
      `illustrations/${fileOf(args.src, args.alt)}`,
    );
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const Contain: Story = {
  args: { ...meta.args, fit: 'contain', aspectRatio: '1 / 1' },
  play: async ({ canvas, args }) => {
    const img = canvas.getByRole('img', { name: args.alt });
    await expect(getComputedStyle(img).objectFit).toBe('contain');
  },
};

export const Decorative: Story = {
  args: { ...meta.args, src: null, alt: '', name: 'Salmon Nigiri', aspectRatio: '1 / 1' },
  decorators: [(Story) => <div style={{ width: 64, maxWidth: '100%' }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    // alt '' means decorative: hidden from assistive technology.
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-placeholder]')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Every illustration the placeholder can draw, by name (each a static SVG, fetched when shown), on its plate. */
export const AllIllustrations: Story = {
  args: { ...meta.args },
  parameters: { layout: 'padded', width: 'min(100%, 1040px)' },
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
        gap: 'var(--space-3)',
        margin: 0,
        padding: 0,
        listStyle: 'none',
        fontFamily: 'var(--font-sans)',
        fontSize: 'var(--font-size-xs)',
        color: 'var(--color-text-muted)',
      }}
    >
      {ILLUSTRATIONS.map((name) => (
        <li key={name} data-illustration={name} style={{ display: 'grid', gap: 'var(--space-1)' }}>
          <Img src={null} alt="" illustration={name} aspectRatio="4 / 3" rounded />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-illustration]')).toHaveLength(ILLUSTRATIONS.length);
  },
};
