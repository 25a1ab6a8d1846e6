import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from '../../src/components/ui';
import { AVATAR_TONES } from '../../src/components/ui/Avatar';
import { makeUser } from '../../src/data';
import { initials } from '../../src/domain/format';

/**
 * `Avatar` shows a person: a tinted circle with their initials (the tint comes from the name, so a
 * person keeps theirs), with their photo over it once it loads. Offline (Storybook, tests) the
 * avatar service resolves to no photo, so the initials show; a failing photo falls back to them.
 * Decorative by default (`alt=''`) because it sits beside the person's name; give it `alt` when it
 * stands alone.
 */
const meta = {
  title: 'Components/Avatar',
  id: 'ui-avatar',
  tags: ['stable'],
  component: Avatar,
  args: { name: makeUser().name, src: makeUser().avatar, size: 56 },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  args: { ...meta.args },
  play: async ({ canvasElement, args }) => {
    const avatar = canvasElement.querySelector<HTMLElement>('[data-tone]')!;
    await expect(avatar).toHaveTextContent(initials(args.name));
    await expect(avatar).toHaveAttribute('aria-hidden', 'true');
    await expect(avatar.querySelector('img')).toBeNull();
    await expect(avatar.getBoundingClientRect().width).toBe(56);
  },
};

/** With `alt`, the avatar is an image with that name (e.g. alone in a dialog header). */
export const Informative: Story = {
  args: { ...meta.args, alt: `Avatar of ${meta.args.name}`, size: 80 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: args.alt })).toHaveTextContent(initials(args.name));
  },
};

/** A photo that fails to load leaves the initials, never a broken-image icon. */
export const FailedPhoto: Story = {
  args: { ...meta.args, src: 'data:image/png;base64,AAAA' },
  play: async ({ canvasElement, args }) => {
    const avatar = canvasElement.querySelector<HTMLElement>('[data-tone]')!;
    await waitFor(() => expect(avatar.querySelector('img')).toBeNull());
    await expect(avatar).toHaveTextContent(initials(args.name));
  },
};

/** Sizes used in the admin: top bar 36, user card 56, user details 80. */
export const Sizes: Story = {
  args: { ...meta.args },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-4)' }}>
      {[36, 56, 80].map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('[data-tone]')].map((a) => a.getBoundingClientRect().width);
    await expect(widths).toEqual([36, 56, 80]);
  },
};

/** The tints: each a token background with a token text colour that passes WCAG AA on it. */
export const Tones: Story = {
  args: { ...meta.args },
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--space-3)' }}>
      {AVATAR_TONES.map((tone) => (
        <Avatar key={tone} {...args} data-tone={tone} size={48} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const tones = [...canvasElement.querySelectorAll('[data-tone]')].map((a) => a.getAttribute('data-tone'));
    await expect(tones).toEqual([...AVATAR_TONES]);
  },
};
