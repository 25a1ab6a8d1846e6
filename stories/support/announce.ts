import { expect } from 'storybook/test';

/**
 * Asserts that a screen reader hears `text` once: it is shown inside a polite live region, and no other live
 * region of the page says it too (a table's own region beside the admin's toast would read it twice).
 */
export async function expectAnnouncedOnce(root: HTMLElement, text: string): Promise<void> {
  const regions = Array.from(
    root.ownerDocument.querySelectorAll<HTMLElement>('[aria-live], [role="status"], [role="alert"]'),
  );
  // The innermost regions that hold the text (an outer region that contains an inner one is the same speaker).
  const speaking = regions.filter(
    (region) =>
      region.textContent?.includes(text) &&
      !regions.some((inner) => inner !== region && region.contains(inner) && inner.textContent?.includes(text)),
  );
  await expect(speaking.map((region) => region.getAttribute('aria-live') ?? region.getAttribute('role'))).toEqual([
    'polite',
  ]);
}
