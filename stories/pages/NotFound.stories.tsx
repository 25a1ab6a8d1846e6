import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFoundPage } from '../../src/app/NotFoundPage';
import { StorefrontLayout } from '../../src/app/storefront/StorefrontLayout';
import { atViewport } from '../../.storybook/modes';

const meta = {
  ...atViewport('desktop'),
  title: 'Pages/NotFound',
  component: NotFoundPage,
  parameters: { ...atViewport('desktop').parameters, layout: 'fullscreen', router: { route: '/no/such/page' } },
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
