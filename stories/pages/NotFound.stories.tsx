import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFoundPage } from '../../src/app/storefront/NotFoundPage';
import { StorefrontLayout } from '../../src/app/storefront/StorefrontLayout';
import { atViewport } from '../../.storybook/modes';
import { pageSource } from '../support/pageSource';

/** The docs page opens with this: what the page is for and how it behaves. */
const PAGE_DOCS = `
What any unknown address shows, inside the storefront layout: "Page not found" and a way home.

**Anatomy**: header · heading "Page not found" (the page's \`<h1>\`) · a short explanation · "Back to restaurants" (a link to \`/\`).

**Keyboard and screen readers**: arriving from another page moves focus to the heading; the link is the page's only control besides the header.
`;

const meta = {
  ...atViewport('desktop'),
  title: 'Pages/Storefront/Not found',
  id: 'pages-notfound',
  component: NotFoundPage,
  parameters: {
    ...atViewport('desktop').parameters,
    layout: 'fullscreen',
    router: { route: '/no/such/page' },
    docs: { description: { component: PAGE_DOCS }, source: pageSource('notFound') },
  },
  decorators: [
    (Story) => (
      <StorefrontLayout>
        <Story />
      </StorefrontLayout>
    ),
  ],
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    // A way home.
    await expect(canvas.getByRole('link', { name: 'Back to restaurants' })).toHaveAttribute('href', '/');
  },
};

export const Phone: Story = {
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
