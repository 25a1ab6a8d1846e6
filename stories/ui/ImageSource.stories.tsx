import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Img } from '../../src/components/ui';
import { ImageSourceProvider } from '../../src/components/ui/Img/ImageSource';

/**
 * `ImageSourceProvider` maps every image URL below it. Storybook and the visual tests use it to
 * serve deterministic local stand-ins for the placeholder services (nothing external loads); the
 * app leaves URLs as they are.
 */
const meta = {
  title: 'Utilities/ImageSourceProvider',
  id: 'ui-imagesourceprovider',
  tags: ['stable'],
  component: ImageSourceProvider,
  decorators: [
    (Story) => (
      <div style={{ width: 320, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  // A function and an element: a control would print their source.
  argTypes: { resolve: { control: false }, children: { control: false } },
  args: {
    resolve: (src: string) => src,
    children: (
      <Img src="https://picsum.photos/seed/jade-garden/400/300" alt="Jade Garden" aspectRatio="4 / 3" rounded />
    ),
  },
  parameters: {
    docs: {
      description: {
        component: `
Maps every image URL below it to the URL actually requested.

**Use it** to serve stand-in pictures without changing the data: Storybook and the visual tests wrap
every story in one that serves local, deterministic pictures instead of the placeholder services, so
nothing external loads. **Not** needed in the app, which requests the URLs as they are.

**Anatomy**: no markup; a context read by \`Img\` (\`useImageSource\`).

**States**: a resolver serving local pictures; a resolver whose pictures cannot load (\`Img\` shows its
placeholder).

**Keyboard and screen readers**: none of its own; the images keep their \`alt\` text.`,
      },
    },
  },
} satisfies Meta<typeof ImageSourceProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A resolver that points every image to a file that cannot be decoded: the Img placeholder (a dish illustration) takes over. */
export const UnreachableSource: Story = {
  args: { ...meta.args, resolve: () => 'data:image/png;base64,AAAA' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Jade Garden' }).tagName).not.toBe('IMG'));
    await expect(canvas.getByRole('img', { name: 'Jade Garden' })).toHaveAttribute('data-placeholder');
  },
};

/** A resolver serving a local picture: the URL in the data never leaves the machine. */
export const LocalStandIn: Story = {
  args: {
    ...meta.args,
    resolve: () =>
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#bfe3dc"/></svg>')}`,
  },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Jade Garden' });
    await expect(img.tagName).toBe('IMG');
    await expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  },
};
