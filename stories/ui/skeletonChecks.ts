/**
 * What every skeleton story checks: the skeleton takes the real component's box (so nothing moves when the
 * content comes), its bones are hidden from assistive technology, and its region is busy with one label.
 */
import { expect, within } from 'storybook/test';

/** The sizes of a box, rounded to a tenth of a pixel (for readable failures). */
const size = (element: Element) => {
  const { width, height } = element.getBoundingClientRect();
  return { width: Math.round(width * 10) / 10, height: Math.round(height * 10) / 10 };
};

/** The box of `skeleton` equals the box of `real`, within 1 px each way. */
export async function expectSameBox(skeleton: Element, real: Element) {
  const a = size(skeleton);
  const b = size(real);
  const same = Math.abs(a.width - b.width) <= 1 && Math.abs(a.height - b.height) <= 1;
  // Compared as objects on failure, so the message shows both boxes.
  await expect(same ? b : a).toEqual(b);
}

/** One busy region in `root`, saying `label` once (a polite status), and every bone hidden from assistive technology. */
export async function expectOneLoadingLabel(root: HTMLElement, label: string) {
  await expect(root.querySelectorAll('[aria-busy="true"]')).toHaveLength(1);
  const statuses = within(root).getAllByRole('status');
  await expect(statuses).toHaveLength(1);
  await expect(statuses[0]).toHaveTextContent(label);
  await expect(statuses[0]!.closest('[aria-busy="true"]')).not.toBeNull();
  for (const bone of root.querySelectorAll('[data-skeleton]')) {
    await expect(bone.closest('[aria-hidden="true"]')).not.toBeNull();
  }
}

/** Bones a skeleton draws, none of them invisible: each has a size and a colour other than transparent. */
export async function expectVisibleBones(root: HTMLElement) {
  const bones = [...root.querySelectorAll<HTMLElement>('[data-skeleton] span, span[data-skeleton]')].filter(
    (bone) => getComputedStyle(bone).backgroundColor !== 'rgba(0, 0, 0, 0)',
  );
  await expect(bones.length).toBeGreaterThan(0);
  for (const bone of bones) {
    const { width, height } = bone.getBoundingClientRect();
    await expect(width * height).toBeGreaterThan(0);
  }
}
