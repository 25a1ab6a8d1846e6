import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AdminPageHeader } from '../../src/components/admin';
import { Button } from '../../src/components/ui';
import { leaveFocus } from '../support/focus';

/** The docs page opens with this: what the component is for, its anatomy, states and keyboard/screen-reader behaviour. */
const COMPONENT_DOCS = `
The heading row at the top of every admin screen: the screen's \`<h1>\`, a line saying what the screen is for, and its main actions.

**Use it** once per admin screen, first in \`<main>\`. **Don't use it** for section headings inside a screen (panels have their own titles) or outside the admin.

**Anatomy**: title (\`<h1>\`) · optional description · optional actions on the right (e.g. an "Add Restaurant" button), which wrap under the title on narrow screens.

**States**: title only · title, description and actions.

**Keyboard and screen readers**: the \`<h1>\` is the screen's only level-1 heading, so heading navigation finds the screen's start; the actions are ordinary buttons that follow the title in reading and Tab order.
`;

const meta = {
  title: 'Admin/AdminPageHeader',
  tags: ['stable'],
  component: AdminPageHeader,
  parameters: { docs: { description: { component: COMPONENT_DOCS } } },
  decorators: [(Story) => <div style={{ width: 720, maxWidth: '100%' }}>{Story()}</div>],
  args: { title: 'Restaurants' },
  // An element: no control (it would print its source).
  argTypes: { actions: { control: false } },
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
