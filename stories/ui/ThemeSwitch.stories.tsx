import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ThemeSwitch } from '../../src/components/ui';
import { atViewport } from '../../.storybook/modes';
import { leaveFocus } from '../support/focus';

const meta = {
  title: 'Components/ThemeSwitch',
  id: 'ui-themeswitch',
  tags: ['stable'],
  component: ThemeSwitch,
  args: { value: 'system', onChange: fn() },
  argTypes: { onChange: { control: false } },
  parameters: {
    docs: {
      description: {
        component: `
The colour theme control: **System** (follow the device's light or dark setting; the default), **Light** or **Dark**.

**Use it** where the app offers the choice: the storefront header (in the phone menu panel, and in the bar from
768 px up) and the admin top bar. It only shows and reports the preference (\`value\`, \`onChange\`); the app stores
it (a UI preference in localStorage, not app data) and applies it as \`<html data-theme>\`.

**Anatomy**: the label "Theme" (\`hideLabel\` keeps it for screen readers only), then a 44 px native select with a
chevron.

**Keyboard and screen readers**: the browser's own \`<select>\`, a "combobox" named "Theme" whose value is read
out: Tab reaches it, Space or Alt+Down opens the list, arrow keys change the value, Enter picks.`,
      },
    },
  },
} satisfies Meta<typeof ThemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const System: Story = {
  args: { ...meta.args },
  play: async ({ canvas, userEvent, args, step }) => {
    const select = canvas.getByRole('combobox', { name: 'Theme' });
    await step('a select labelled Theme, at System, listing System, Light and Dark', async () => {
      await expect(select).toHaveValue('system');
      const options = canvas.getAllByRole('option').map((option) => option.textContent);
      await expect(options).toEqual(['System', 'Light', 'Dark']);
    });
    await step('choosing Dark reports it', async () => {
      await userEvent.selectOptions(select, 'Dark');
      await expect(args.onChange).toHaveBeenCalledWith('dark');
    });
    leaveFocus();
  },
};

export const Light: Story = {
  args: { ...meta.args, value: 'light' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Theme' })).toHaveValue('light');
  },
};

export const Dark: Story = {
  args: { ...meta.args, value: 'dark' },
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Theme' });
    await expect(select).toHaveValue('dark');
    // Keyboard: Tab reaches it; an arrow key changes the value.
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'System');
    await expect(args.onChange).toHaveBeenCalledWith('system');
    leaveFocus();
  },
};

/** The label hidden (still the select's accessible name), for a crowded bar. */
export const HiddenLabel: Story = {
  args: { ...meta.args, hideLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Theme' })).toBeVisible();
    await expect(canvas.getByText('Theme')).toHaveClass('visually-hidden');
  },
};

export const Phone: Story = {
  args: { ...meta.args, value: 'dark' },
  ...atViewport('phone'),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Theme' });
    await expect(select).toHaveValue('dark');
    // A touch target of at least 44 px.
    await expect(select.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
