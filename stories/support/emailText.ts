/**
 * Finds a displayed email address by its whole text. `EmailText` splits an address into parts at
 * its line-break points, so no single text node holds all of it; this matches the outermost element
 * whose text is exactly the address.
 */
export const emailText = (email: string) => (_: string, element: Element | null) =>
  element?.textContent === email && element.parentElement?.textContent !== email;

/** The two halves of a displayed address (inside the element `emailText` found): up to the '@', and the domain. */
export function emailParts(line: HTMLElement) {
  const [local, domain] = Array.from(line.querySelectorAll<HTMLElement>('span > span'));
  return { local: local!, domain: domain! };
}
