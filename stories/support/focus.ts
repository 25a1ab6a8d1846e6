/**
 * Ends a play in the state a user leaves the screen in: the element the play clicked or tabbed to
 * lets go of the focus (and its focus ring), so the story's last frame, its snapshot and its docs
 * preview show the component at rest. Assert any focus move before calling it.
 */
export function leaveFocus(): void {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) active.blur();
}
