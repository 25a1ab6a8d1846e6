import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Img } from '../../src/components/ui';

const meta = {
  title: 'UI/Img',
  component: Img,
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  args: {
    src: 'https://picsum.photos/seed/bella-napoli/400/300',
    alt: 'Bella Napoli Trattoria',
    aspectRatio: '4 / 3',
    rounded: true,
  },
} satisfies Meta<typeof Img>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  args: { ...meta.args },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Bella Napoli Trattoria' });
    await expect(img.tagName).toBe('IMG');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('decoding', 'async');
    // Served as a local stand-in, never from the network.
    await expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expect(img.getBoundingClientRect().height).toBe(240);
  },
};

export const Missing: Story = {
  args: { ...meta.args, src: null },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('img', { name: 'Bella Napoli Trattoria' });
    await expect(placeholder.tagName).not.toBe('IMG');
    await expect(placeholder).toHaveTextContent('BT');
    await expect(placeholder.getBoundingClientRect().height).toBe(240);
  },
};

export const Failed: Story = {
  args: { ...meta.args, src: 'data:image/png;base64,AAAA', alt: 'Pad Thai', name: 'Pad Thai' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Pad Thai' }).tagName).not.toBe('IMG'));
    await expect(canvas.getByRole('img', { name: 'Pad Thai' })).toHaveTextContent('PT');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const Contain: Story = {
  args: { ...meta.args, fit: 'contain', aspectRatio: '1 / 1' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Bella Napoli Trattoria' });
    await expect(getComputedStyle(img).objectFit).toBe('contain');
  },
};

export const Decorative: Story = {
  args: { ...meta.args, src: null, alt: '', name: 'Sushi Zen', aspectRatio: '1 / 1' },
  decorators: [(Story) => <div style={{ width: 64 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    // alt '' means decorative: hidden from assistive technology.
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('SZ').parentElement).toHaveAttribute('aria-hidden', 'true');
  },
};
