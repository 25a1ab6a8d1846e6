/**
 * The element a press at the top-left corner of the viewport lands on: with a modal `<dialog>` open, its
 * ::backdrop (the `<dialog>` element itself is the target). For plays that press or release on the backdrop.
 */
export function backdropElement(): Element {
  const element = document.elementFromPoint(4, 4);
  if (!element) throw new Error('Nothing at the top-left corner of the viewport');
  return element;
}
