/** A design token resolved to the `rgb(…)` the browser computes for it (for asserting colours in plays). */
export function tokenColour(token: string): string {
  const probe = document.createElement('span');
  probe.style.backgroundColor = `var(${token})`;
  document.body.append(probe);
  const colour = getComputedStyle(probe).backgroundColor;
  probe.remove();
  return colour;
}
