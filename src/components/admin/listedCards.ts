import type { ListedEntry } from '../hooks/useKeepPlace';

/**
 * The cards of an admin card grid as drawn (each rendered with `data-card-id`), for `useRemovalPlace`: a card's
 * focus target is its first button, 'Edit {name}', a real control that names the card it is on.
 */
export function listedCards(list: HTMLElement | null): ListedEntry[] {
  if (!list) return [];
  return Array.from(list.querySelectorAll<HTMLElement>('[data-card-id]')).flatMap((card) => {
    const button = card.querySelector<HTMLElement>('button');
    return button ? [{ id: card.dataset.cardId ?? '', focusTarget: button }] : [];
  });
}
