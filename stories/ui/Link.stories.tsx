import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link } from '../../src/components/ui';

/**
 * `Link` renders whatever link the app plugs in with `LinkProvider`: react-router's in the app and in
 * these stories (the global router decorator), a plain `<a>` where nothing is provided. Components
 * use it so they never import the router.
 */
const meta = {
  title: 'UI/Link',
  component: Link,
  args: { href: '/restaurant/restaurant-1', children: 'Via Milano Kitchen' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRouter: Story = {
  args: { ...meta.args },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Via Milano Kitchen' });
    await expect(link).toHaveAttribute('href', '/restaurant/restaurant-1');
  },
};

export const PlainAnchor: Story = {
  args: { ...meta.args, href: '/admin', children: 'Back to App' },
  parameters: { router: { disable: true } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Back to App' });
    await expect(link.tagName).toBe('A');
    await expect(link).toHaveAttribute('href', '/admin');
  },
};
