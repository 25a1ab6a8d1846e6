import type { Decorator } from '@storybook/react-vite';
import { AdminToastsHost } from '../../src/app/admin/AdminToasts';

/** A day: in a story a toast stays until dismissed, so every reference and Chromatic snapshot shows it, however slow the run. */
const STORY_TOAST_DURATION = 86_400_000;

/** An admin page as the admin layout hosts it: padded, with the toast stack its edits report to. */
export const adminPage: Decorator = (Story) => (
  <AdminToastsHost duration={STORY_TOAST_DURATION}>
    <div style={{ padding: 16 }}>{Story()}</div>
  </AdminToastsHost>
);
