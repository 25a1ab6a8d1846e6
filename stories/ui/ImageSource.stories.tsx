import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Img } from '../../src/components/ui';
import { ImageSourceProvider } from '../../src/components/ui/Img/ImageSource';

/**
 * `ImageSourceProvider` maps every image URL below it. Storybook and the visual tests use it to
 * serve deterministic local stand-ins for the placeholder services (nothing external loads); the
 * app leaves URLs as they are.
 */
/** The docs page opens with this: what the provider is for and how it behaves. */
const COMPONENT_DOCS = `
Maps the URL of every image (\`Img\`) below it to the URL actually requested. It draws nothing of its own.

**Use it** where images must not come from the network: Storybook and the visual tests wrap every story in one that serves local stand-ins for the placeholder-image services, so pictures are the same on every machine and nothing external loads. **Don't use it** in the app (it requests URLs as they are) or to pick a picture for a dish (that is the data's job).

**Anatomy**: \`resolve(src) → url\` and the children it applies to; the innermost provider wins.

**States**: a resolver whose URL cannot be decoded (the \`Img\` placeholder, a dish illustration, takes over) · a resolver serving a local picture.

**Keyboard and screen readers**: none of its own; the images keep their \`alt\` text, and a placeholder keeps the image's name (\`role="img"\`).
`;

const meta = {
  title: 'UI/ImageSourceProvider',
  component: ImageSourceProvider,
  parameters: { docs: { description: { component: COMPONENT_DOCS } } },
  argTypes: { resolve: { control: false }, children: { control: false } },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  args: {
    resolve: (src: string) => src,
    children: (
      <Img src="https://picsum.photos/seed/jade-garden/400/300" alt="Jade Garden" aspectRatio="4 / 3" rounded />
    ),
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
