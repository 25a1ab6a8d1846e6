import { deleteConsequence } from '../../src/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../support/AppAtRoute';
import { leaveFocus } from '../support/focus';
import { cardPage, expectCardPage, goToPage } from '../support/lists';
import { storyData } from '../support/storyData';
import { atViewport } from '../../.storybook/modes';

const meta = {
  ...atViewport('desktop'),
  title: 'Flows/Admin restaurant',
  id: 'flows-adminrestaurant',
  component: AppAtRoute,
  parameters: { ...atViewport('desktop').parameters, layout: 'fullscreen', router: { disable: true } },
  args: { path: '/admin/restaurants' },
} satisfies Meta<typeof AppAtRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const RESTAURANTS = { one: 'restaurant', other: 'restaurants' };

/** Add a restaurant through the form → its card appears → delete it with the in-app confirmation → gone. */
export const AddThenDelete: Story = {
  args: { ...meta.args },
  play: async (context) => {
    const { canvas, canvasElement, userEvent, step } = context;
    const { restaurants } = storyData(context);
    // 24 cards a page: one page at the spec's sizes, several at a larger Data scale.
    const added = [...restaurants, { name: 'Flow Test Kitchen' }];
    const last = cardPage(added, RESTAURANTS).pageCount;
    // The admin screens are loaded on demand: give the first visit time to arrive.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Restaurants' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Restaurants' })).toHaveAttribute('aria-current', 'page');

    await step('add a restaurant', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add Restaurant' }));
      const form = within(await canvas.findByRole('dialog', { name: 'Add Restaurant' }));
      await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Flow Test Kitchen');
      await userEvent.type(form.getByRole('textbox', { name: 'Image URL' }), 'https://example.com/flow.jpg');
      await userEvent.type(form.getByRole('textbox', { name: 'Description' }), 'Made for the flow story.');
      await userEvent.type(form.getByRole('textbox', { name: 'Address' }), '42 Test Ave');
      await userEvent.type(form.getByRole('textbox', { name: 'Cuisines' }), 'Fusion{Enter}');
      const submit = form.getByRole('button', { name: 'Add Restaurant' });
      await userEvent.click(submit);
      // Saving: the button keeps its label, with a spinner, busy; the dialog stays for the round-trip.
      await expect(submit).toHaveAttribute('aria-busy', 'true');
    });

    await step('the dialog closes, focus is back on Add Restaurant, and the card is last in the grid', async () => {
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
      const toasts = within(canvas.getByRole('region', { name: 'Notifications' }));
      await expect(toasts.getByRole('listitem')).toHaveTextContent('Flow Test Kitchen added.');
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Add Restaurant' })).toHaveFocus());
      await expectCardPage(canvasElement, added, RESTAURANTS);
      await goToPage(canvasElement, userEvent, RESTAURANTS, last);
      await expectCardPage(canvasElement, added, RESTAURANTS, last);
      const cards = canvas.getAllByRole('article');
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
      await expect(confirm).toHaveAccessibleDescription(
        `Are you sure you want to delete this restaurant? ${deleteConsequence({ menuItems: 0 })}`,
      );
      await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    });

    await step('it is gone and focus is on the card before it, not lost to the page', async () => {
      await expect(canvas.queryByRole('alertdialog')).toBeNull();
      await expect(canvas.queryByRole('heading', { name: 'Flow Test Kitchen' })).toBeNull();
      await expectCardPage(canvasElement, restaurants, RESTAURANTS, last);
      const cards = canvas.getAllByRole('article');
      const previous = within(cards[cards.length - 1]!);
      // At a larger Data scale the new restaurant was alone on the last page: the page before it is drawn, and
      // focus is on its last card, the one that stood just before the deleted one.
      await waitFor(() => expect(previous.getByRole('button', { name: /^Edit / })).toHaveFocus());
    });
    leaveFocus();
    // Focus kept the page down at the grid's end, under the toast: the last frame shows the page from its top.
    window.scrollTo(0, 0);
  },
};
