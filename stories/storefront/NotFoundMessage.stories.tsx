import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFoundMessage } from '../../src/components/storefront';

const meta = {
  title: 'Storefront/NotFoundMessage',
  tags: ['stable'],
  component: NotFoundMessage,
  parameters: {
    docs: {
      description: {
        component: `
A full-page "not found" message: a restaurant that does not exist, an unknown address.

**Use it** as the whole content of a page whose subject is missing. **Not** for an empty list
(\`EmptyState\`) or an error inside a page.

**Anatomy**: a store icon in a circle, the title (the page's \`<h1>\`), an optional sentence, and a
\`BackLink\` ("Back to restaurants" by default: \`linkLabel\`, \`linkHref\`).

**States**: restaurant not found, page not found.

**Keyboard and screen readers**: the title is the page's \`<h1>\`, focusable by script (\`tabIndex=-1\`,
no ring): the app moves focus to it on arrival, so screen readers start there. The way out is a
real link.`,
      },
    },
    layout: 'padded',
  },
  args: { title: 'Restaurant not found', children: "We couldn't find this restaurant. It may have been removed." },
} satisfies Meta<typeof NotFoundMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RestaurantNotFound: Story = {
  args: { ...meta.args },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Restaurant not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to restaurants' })).toHaveAttribute('href', '/');
  },
};

export const PageNotFound: Story = {
  args: { ...meta.args, title: 'Page not found', children: "The page you are looking for doesn't exist or has moved." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByText("The page you are looking for doesn't exist or has moved.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to restaurants' })).toHaveAttribute('href', '/');
  },
};
