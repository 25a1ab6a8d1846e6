import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Hero } from '../../src/components/storefront';
import { atViewport } from '../../.storybook/modes';
import { solidContrast } from '../support/contrast';

/** The docs page opens with this: what the hero is for, its anatomy and screen-reader behaviour. */
const COMPONENT_DOCS = `
The home page's banner: the page title and a one-line promise, on the brand colour.

**Use it** once, at the top of the home page. **Don't use it** on a restaurant's page (\`RestaurantHero\`, with its picture and details) or as a section heading.

**Anatomy**: title (the page's only \`<h1>\`, default "Order food from your favorite restaurants") · subtitle (default "Fast delivery • Great food • Amazing prices"). Title and subtitle sit on one solid colour, so their contrast is the same at every pixel.

**States**: default · phone (smaller type).

**Keyboard and screen readers**: no controls. The title is the page's \`<h1>\` and takes focus by script (\`tabIndex=-1\`, not a Tab stop): the app moves focus to it when the home page is reached, so screen readers start at the new page.
`;

const meta = {
  ...atViewport('desktop'),
  title: 'Storefront/Hero',
  tags: ['stable'],
  component: Hero,
  parameters: {
    ...atViewport('desktop').parameters,
    layout: 'fullscreen',
    docs: { description: { component: COMPONENT_DOCS } },
  },
  args: {},
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { ...meta.args },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Order food from your favorite restaurants' }),
    ).toBeVisible();
    await expect(canvas.getByText('Fast delivery • Great food • Amazing prices')).toBeVisible();
  },
};

/**
 * On a phone, where the subtitle is smallest: title and subtitle sit on one solid colour (no gradient), so
 * their contrast is the same at every pixel, 6.42:1 (the former gradient went down to 4.32:1).
 */
export const Phone: Story = {
  args: { ...meta.args },
  ...atViewport('phone'),
  play: async ({ canvas, args }) => {
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const hero = title.closest('section')!;
    const subtitle = canvas.getByText(args.subtitle ?? 'Fast delivery • Great food • Amazing prices');
    await expect(solidContrast(subtitle, hero)).toBeGreaterThanOrEqual(4.5);
    await expect(solidContrast(title, hero)).toBeGreaterThanOrEqual(4.5);
  },
};
