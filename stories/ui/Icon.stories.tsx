import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, ICON_NAMES } from '../../src/components/ui';

const meta = {
  title: 'Foundations/Icons',
  id: 'ui-icon',
  tags: ['stable'],
  component: Icon,
  args: { name: 'cart', size: 24 },
  argTypes: {
    // `name` is typed IconName, a union read from ICON_NAMES, which the docs generator shows as an object
    // editor: a select of the names instead (Button's and the others' `icon` get theirs in preview.tsx).
    name: {
      control: { type: 'select' },
      options: ICON_NAMES,
      table: { type: { summary: ICON_NAMES.map((icon) => `'${icon}'`).join(' | ') } },
    },
    size: { control: { type: 'number', min: 12, max: 64, step: 4 }, table: { defaultValue: { summary: '20' } } },
  },
  parameters: {
    docs: {
      description: {
        component: `
The design system's line icons: 24×24 drawings stroked with the current text colour.

**Use it** inside buttons, labels and meta rows, next to text that says the same thing. **Not** as the
only content of a control (\`IconButton\` adds the accessible name) or for pictures of food (\`Img\`).

**Anatomy**: one \`<svg>\` named by \`name\` (every name is in the "All Icons" story), \`size\` in px
(default 20, the size inside buttons and meta rows; these stories draw 24), drawn in \`currentColor\`.

**States**: none; it takes the colour of its text.

**Keyboard and screen readers**: always decorative (\`aria-hidden\`): never focusable, never read. Say
the meaning in text next to it or in the control's label.`,
      },
    },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { ...meta.args },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('width', '24');
  },
};

export const AllIcons: Story = {
  args: { ...meta.args },
  parameters: { layout: 'padded' },
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
        gap: 16,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {ICON_NAMES.map((name) => (
        <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}>
          <Icon {...args} name={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[data-icon]')).toHaveLength(ICON_NAMES.length);
    await expect(canvas.getByText('chevron-down')).toBeVisible();
  },
};
