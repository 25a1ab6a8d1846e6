import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../support/AppAtRoute';
import { leaveFocus } from '../support/focus';
import { storyData } from '../support/storyData';
import { atViewport } from '../../.storybook/modes';

const meta = {
  ...atViewport('desktop'),
  title: 'Flows/AdminRestaurant',
  component: AppAtRoute,
  parameters: { ...atViewport('desktop').parameters, layout: 'fullscreen', router: { disable: true } },
  args: { path: '/admin/restaurants' },
} satisfies Meta<typeof AppAtRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add a restaurant through the form → its card appears → delete it with the in-app confirmation → gone. */
export const AddThenDelete: Story = {
  args: { ...meta.args },
  play: async (context) => {
    const { canvas, userEvent, step } = context;
    const count = storyData(context).restaurants.length;
    // The admin screens are loaded on demand: give the first visit time to arrive.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Restaurants' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Restaurants' })).toHaveAttribute('aria-current', 'page');

    await step('add a restaurant', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add Restaurant' }));
      const form = within(await canvas.findByRole('dialog', { name: 'Add Restaurant' }));
      await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Flow Test Kitchen');
      await userEvent.type(form.getByRole('textbox', { name: 'Image URL' }), 'https://example.com/flow.jpg');
      await userEvent.type(form.getByRole('textbox', { name: 'Description' }), 'Made for the flow story.');
      await userEvent.type(form.getByRole('textbox', { name: 'Address' }), '42 Test Ave');
      await userEvent.type(form.getByRole('textbox', { name: 'Cuisines' }), 'Fusion{Enter}');
      await userEvent.click(form.getByRole('button', { name: 'Add Restaurant' }));
    });

    await step('the dialog closes, focus is back on Add Restaurant, and the card is last in the grid', async () => {
      await expect(canvas.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Add Restaurant' })).toHaveFocus());
      const cards = canvas.getAllByRole('article');
      await expect(cards).toHaveLength(count + 1);
      const card = cards[cards.length - 1]!;
      await expect(within(card).getByRole('heading', { name: 'Flow Test Kitchen' })).toBeVisible();
      await expect(card).toHaveTextContent('Fusion');
      await expect(card).toHaveTextContent('Delivery $2.99');
      await expect(within(card).queryByText('Closed')).toBeNull();
      card.scrollIntoView({ block: 'center' });
      const box = card.getBoundingClientRect();
      await expect(box.top).toBeGreaterThanOrEqual(0);
      await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    });

    await step('delete it with the in-app confirmation', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete Flow Test Kitchen' }));
      const confirm = await canvas.findByRole('alertdialog', { name: 'Delete Flow Test Kitchen' });
      await expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete this restaurant?');
      await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    });

    await step('it is gone and focus is on Add Restaurant, not lost to the page', async () => {
      await expect(canvas.queryByRole('alertdialog')).toBeNull();
      await expect(canvas.queryByRole('heading', { name: 'Flow Test Kitchen' })).toBeNull();
      await expect(canvas.getAllByRole('article')).toHaveLength(count);
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Add Restaurant' })).toHaveFocus());
    });
    leaveFocus();
  },
};
