import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AdminPageHeader } from '../../src/components/admin';
import { Button } from '../../src/components/ui';
import { leaveFocus } from '../support/focus';

const meta = {
  title: 'Admin/AdminPageHeader',
  component: AdminPageHeader,
  decorators: [(Story) => <div style={{ width: 720 }}>{Story()}</div>],
  args: { title: 'Restaurants' },
} satisfies Meta<typeof AdminPageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  args: { ...meta.args },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Restaurants' })).toBeVisible();
  },
};

const onAdd = fn();

export const WithDescriptionAndAction: Story = {
  args: {
    ...meta.args,
    description: 'Add, edit and remove the restaurants on your platform',
    actions: (
      <Button icon="plus" onClick={onAdd}>
        Add Restaurant
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Add, edit and remove the restaurants on your platform')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Restaurant' }));
    await expect(onAdd).toHaveBeenCalled();
    leaveFocus();
  },
};
