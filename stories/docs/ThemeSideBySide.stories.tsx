import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Chip, ChipGroup, TextField } from '../../src/components/ui';
import { SideBySide } from '../../.storybook/SideBySide';

/**
 * The toolbar's Theme → **Side by side** (.storybook/SideBySide.tsx), as a designer uses it: the story renders
 * once in the light pane, and the dark pane beside it mirrors every change. The play works on the light pane
 * only (it finds one of everything), and checks the dark copy follows and is drawn in the dark palette. (The
 * story wraps its sample in the toolbar's own SideBySide, so it shows the same under any Theme choice.)
 */
const meta = {
  title: 'Docs blocks/Theme side by side',
  // A block of a docs page, tested here: out of the sidebar and without a docs page of its own.
  tags: ['!dev', '!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const CUISINES = ['All', 'Italian', 'Thai'];

function Sample() {
  const [selected, setSelected] = useState('All');
  return (
    <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
      <ChipGroup label="Browse by Cuisine">
        {CUISINES.map((cuisine) => (
          <Chip key={cuisine} selected={cuisine === selected} onClick={() => setSelected(cuisine)}>
            {cuisine}
          </Chip>
        ))}
      </ChipGroup>
      <TextField label="Restaurant name" />
    </div>
  );
}

const darkCopy = (canvasElement: HTMLElement) => {
  const pane = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-side-by-side-pane="dark"]');
  const root = pane?.querySelector('[inert]')?.shadowRoot;
  if (!pane || !root) throw new Error('no dark pane');
  return { pane, root };
};

export const MirrorsTheLightPane: Story = {
  render: () => (
    <SideBySide>
      <Sample />
    </SideBySide>
  ),
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    // One of everything for the play: the copy is in a shadow root, out of reach of queries and Tab.
    await expect(canvas.getAllByRole('group', { name: 'Browse by Cuisine' })).toHaveLength(1);
    const { pane, root } = await waitFor(() => darkCopy(canvasElement));
    await expect(pane.querySelector('[inert]')).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(root.querySelectorAll('button')).toHaveLength(3));

    await step('the dark pane is drawn in the dark palette', async () => {
      const lightChip = canvas.getByRole('button', { name: 'Italian' });
      const darkChip = Array.from(root.querySelectorAll('button')).find((b) => b.textContent === 'Italian');
      if (!darkChip) throw new Error('no Italian chip in the copy');
      await expect(getComputedStyle(pane).colorScheme).toBe('dark');
      await expect(getComputedStyle(darkChip).backgroundColor).not.toBe(getComputedStyle(lightChip).backgroundColor);
    });
    await step('a click and typing in the light pane show in the dark copy', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Thai' }));
      await userEvent.type(canvas.getByRole('textbox', { name: 'Restaurant name' }), 'Jade');
      await waitFor(() => {
        const thai = Array.from(root.querySelectorAll('button')).find((b) => b.textContent === 'Thai');
        expect(thai).toHaveAttribute('aria-pressed', 'true');
        expect(root.querySelector('input')).toHaveValue('Jade');
      });
    });
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
