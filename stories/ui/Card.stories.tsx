import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Avatar } from '../../src/components/ui/Avatar';
import { Card, CardActions, CardBody, CardMeta, CardTitle } from '../../src/components/ui/Card';
import { EditDeleteButtons } from '../../src/components/admin/EditDeleteButtons';
import { Img } from '../../src/components/ui/Img';
import { Price } from '../../src/components/ui/Price';
import { makeMenuItem, makeRestaurant, makeUser } from '../../src/data';
import { MAX_LENGTH } from '../../src/domain';
import { leaveFocus } from '../support/focus';
import { unbroken } from '../support/longText';

const restaurant = makeRestaurant();
const dish = makeMenuItem();
const user = makeUser();

/** A dish's card from the parts: picture, then a body with its title, two meta lines and its actions. */
function dishCard(title: string, height?: number) {
  return (
    <div style={{ height }}>
      <Card aria-labelledby="card-title">
        <Img src={dish.image} alt="" name={dish.name} aspectRatio="4 / 3" style={{ width: '100%' }} />
        <CardBody>
          <CardTitle id="card-title">{title}</CardTitle>
          <CardMeta>{restaurant.name}</CardMeta>
          <CardMeta>{dish.description}</CardMeta>
          <CardActions>
            <Price amount={dish.price} />
            <EditDeleteButtons objectName={title} onEdit={fn()} onDelete={fn()} />
          </CardActions>
        </CardBody>
      </Card>
    </div>
  );
}

const meta = {
  title: 'Components/Card',
  id: 'ui-card',
  tags: ['stable'],
  component: Card,
  subcomponents: { CardBody, CardTitle, CardMeta, CardActions },
  decorators: [
    (Story) => (
      <div style={{ width: 320, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  // An element: a control would print its source.
  argTypes: { children: { control: false } },
  args: {
    'aria-label': restaurant.name,
    children: (
      <>
        <Img src={restaurant.image} alt="" name={restaurant.name} aspectRatio="16 / 9" style={{ width: '100%' }} />
        <p style={{ padding: 'var(--space-4)' }}>{restaurant.description}</p>
      </>
    ),
  },
  parameters: {
    docs: {
      description: {
        component: `
The white surface every grid card is drawn on: a border, a large radius and a small shadow around an
\`<article>\`.

**Use it** as the base of a card in a \`CardGrid\` (restaurants, dishes, admin cards): it stacks its
parts in a column, is as tall as its grid row, and clips a picture at the top to its rounded corners.
**Not** for a titled section of a page (\`Panel\`) or a dialog (\`Modal\`).

**Anatomy**: the surface, then its parts: a picture first (yours, e.g. \`Img\`), then \`CardBody\` (16 px padding,
a column filling the rest of the card's height) holding \`CardTitle\` (an \`<h2>\`, bold; \`size="md"\` for a
compact card beside an avatar; a long unbroken name breaks anywhere rather than widening the card), any
\`CardMeta\` lines (small muted text: restaurant, address, contact, description) and \`CardActions\` (the last
row, pushed to the bottom of the card, e.g. a price first and its buttons at the other end, wrapping when
narrow).

**States** (one story each below): the bare surface · with every part · compact beside an avatar · longest
unbroken title · in a taller row (the actions stay at the bottom). A card that links gets hover and focus from
its component (\`RestaurantCard\`).

**Keyboard and screen readers**: an \`<article>\`; name it (\`aria-label\`, or \`aria-labelledby\` its
\`CardTitle\`) when several sit side by side. The title is a level-2 heading, so a screen reader's heading list
reaches every card. The card is not focusable; Tab goes to the buttons or link inside, in reading order.`,
      },
    },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A picture clipped to the rounded corners, then the card's text: an article. */
export const Default: Story = {
  args: { ...meta.args },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: restaurant.name })).toContainElement(
      canvas.getByText(restaurant.description),
    );
  },
};

/** Every part: picture, title (an h2 naming the card), restaurant and description, then price and buttons. */
export const WithParts: Story = {
  args: { ...meta.args },
  render: () => dishCard(dish.name),
  play: async ({ canvas, userEvent }) => {
    const card = canvas.getByRole('article', { name: dish.name });
    await expect(canvas.getByRole('heading', { level: 2, name: dish.name })).toBeVisible();
    await expect(canvas.getByText(restaurant.name)).toBeVisible();
    await expect(canvas.getByText(dish.description)).toBeVisible();
    const edit = canvas.getByRole('button', { name: `Edit ${dish.name}` });
    await expect(card).toContainElement(edit);
    // Tab goes straight to the actions: the card itself is not a stop.
    await userEvent.tab();
    await expect(edit).toHaveFocus();
    leaveFocus();
  },
};

/** A compact card beside an avatar, with no picture: a smaller title and its meta lines. */
export const Compact: Story = {
  args: { ...meta.args },
  render: () => (
    <Card aria-labelledby="user-name">
      <CardBody style={{ flexDirection: 'row', alignItems: 'center', gap: 'var(--space-3)' }}>
        <Avatar name={user.name} src={user.avatar} />
        <div style={{ minWidth: 0 }}>
          <CardTitle id="user-name" size="md">
            {user.name}
          </CardTitle>
          <CardMeta>{user.email}</CardMeta>
        </div>
      </CardBody>
    </Card>
  ),
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 2, name: user.name });
    await expect(title).toHaveAttribute('data-size', 'md');
    await expect(canvas.getByRole('article', { name: user.name })).toBeVisible();
    await expect(canvas.getByText(user.email)).toBeVisible();
  },
};

/** A name as long as the form allows, in one unbroken word: it breaks anywhere, the card keeps its width. */
export const LongUnbrokenTitle: Story = {
  args: { ...meta.args },
  render: () => dishCard(unbroken(dish.name, MAX_LENGTH.name)),
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article').getBoundingClientRect();
    const title = canvas.getByRole('heading', { level: 2 });
    await expect(title).toHaveTextContent(unbroken(dish.name, MAX_LENGTH.name));
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(card.right);
    await expect(Math.round(card.width)).toBe(320);
  },
};

/** In a row taller than its content (a neighbour's description is longer): the actions stay at the bottom. */
export const InTallerRow: Story = {
  args: { ...meta.args },
  render: () => dishCard(dish.name, 560),
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article').getBoundingClientRect();
    await expect(Math.round(card.height)).toBe(560);
    const edit = canvas.getByRole('button', { name: `Edit ${dish.name}` }).getBoundingClientRect();
    // 16 px of body padding (and the 1 px border) under the last row.
    await expect(card.bottom - edit.bottom).toBeLessThan(24);
  },
};
