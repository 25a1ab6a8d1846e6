import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Chip, ChipGroup } from '../../src/components/ui';

const meta = {
  title: 'UI/Chip',
  component: Chip,
  args: { children: 'Italian', selected: false, onClick: fn() },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unselected: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args }) => {
    const chip = canvas.getByRole('button', { name: 'Italian' });
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Selected: Story = {
  args: { ...meta.args, selected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Italian' })).toHaveAttribute('aria-pressed', 'true');
  },
};

const CUISINES = ['All', 'Italian', 'Chinese', 'Indian', 'Mexican', 'American', 'Japanese', 'Thai', 'Mediterranean'];

function CuisineChips({ onClick }: { onClick?: ComponentProps<'button'>['onClick'] }) {
  const [selected, setSelected] = useState('All');
  return (
    <ChipGroup label="Browse by Cuisine">
      {CUISINES.map((cuisine) => (
        <Chip
          key={cuisine}
          selected={cuisine === selected}
          onClick={(event) => {
            setSelected(cuisine);
            onClick?.(event);
          }}
        >
          {cuisine}
        </Chip>
      ))}
    </ChipGroup>
  );
}

/** One chip on at a time; the row scrolls sideways on phones instead of overflowing. */
export const Group: Story = {
  args: { ...meta.args },
  parameters: { layout: 'padded' },
  render: (args) => <CuisineChips onClick={args.onClick} />,
  play: async ({ canvas, userEvent, args, step }) => {
    const group = canvas.getByRole('group', { name: 'Browse by Cuisine' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await step('select Thai', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Thai' }));
      await expect(canvas.getByRole('button', { name: 'Thai' })).toHaveAttribute('aria-pressed', 'true');
      await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
      await expect(args.onClick).toHaveBeenCalledTimes(1);
    });
    await step('back to All', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'All' }));
      await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
      await expect(canvas.getByRole('button', { name: 'Thai' })).toHaveAttribute('aria-pressed', 'false');
    });
  },
};

export const GroupPhone: Story = {
  ...Group,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Browse by Cuisine' });
    // The chips scroll inside the group; the page itself does not scroll sideways.
    await expect(group.scrollWidth).toBeGreaterThan(group.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
