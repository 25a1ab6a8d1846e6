import { expect, waitFor } from 'storybook/test';

/**
 * Waits until the admin list inside `root` shows what its filter, search, sort and page ask for. The admin
 * pages render a list from a deferred copy of that choice (`useListView`, src/app/admin/listView.ts): the
 * select or search field paints at once and the list follows in the background, marked `aria-busy`
 * meanwhile (the orders table and the card grids). A play reading rows right after a filter change reads
 * them once the list has followed, as a user reads them once the list has settled.
 */
export async function listFollows(root: HTMLElement, options: { timeout?: number } = {}): Promise<void> {
  await waitFor(() => expect(root.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 5000, ...options });
}
