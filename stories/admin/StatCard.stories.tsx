import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatCard } from '../../src/components/admin';

/** The docs page opens with this: what the component is for, its anatomy, states and keyboard/screen-reader behaviour. */
const COMPONENT_DOCS = `
One headline figure on the dashboard: Total Restaurants, Total Orders, Total Users, Total Revenue.

**Use it** for an all-time total with an optional trend line, four in a row. **Don't use it** for lists or for several figures at once (use \`PerformancePanel\`).

**Anatomy**: label (an \`<h2>\`) with a decorative icon · the value, already formatted ("200", "$12,345.67") · an optional change line ("+8% from last month", static in this demo).

**States**: count · money · without change line or icon.

**Keyboard and screen readers**: an \`<article>\` whose heading is the label, so the figure is found by heading navigation; the icon is hidden from assistive technology. Nothing to operate.
`;

const meta = {
  title: 'Admin/StatCard',
  tags: ['stable'],
  component: StatCard,
  parameters: { docs: { description: { component: COMPONENT_DOCS } } },
  decorators: [(Story) => <div style={{ width: 280, maxWidth: '100%' }}>{Story()}</div>],
  args: { label: 'Total Orders', value: '200', change: '+8% from last month', icon: 'receipt' },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {
  args: { ...meta.args },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Total Orders' })).toBeVisible();
    await expect(canvas.getByText('200')).toBeVisible();
    await expect(canvas.getByText('+8% from last month')).toBeVisible();
  },
};

export const Revenue: Story = {
  args: {
    ...meta.args,
    label: 'Total Revenue',
    value: '$12,345.67',
    change: '+22% from last month',
    icon: 'banknote',
  },
};

export const WithoutChange: Story = {
  args: { ...meta.args, change: undefined, icon: undefined },
};
