import { createElement } from 'react';
import { addons, type HashEntry } from 'storybook/manager-api';
import { theme } from './theme';

/**
 * A component's status, from its meta's tags (`tags: ['stable']` or `['beta']`), as a small badge after its
 * name in the sidebar. A component (or group) entry carries the tags all its entries share: the meta's tag.
 * Colours are the success and attention roles of src/styles/tokens.css (the manager runs without the tokens).
 */
const STATUS = {
  beta: { text: 'Beta', title: 'Beta: new, its API may still change', fg: '#7a5000', bg: '#fff4c2' },
  stable: { text: 'Stable', title: 'Stable: ready to use', fg: '#1b6f39', bg: '#e3f4e8' },
} as const;

function statusOf(item: HashEntry) {
  // A group too: Components/Modal holds its own stories and "Over the page".
  if (item.type !== 'component' && item.type !== 'group') return undefined;
  if (item.tags.includes('beta')) return STATUS.beta;
  if (item.tags.includes('stable')) return STATUS.stable;
  return undefined;
}

function renderLabel(item: HashEntry) {
  const status = statusOf(item);
  if (!status) return item.name;
  const badge = createElement(
    'span',
    {
      title: status.title,
      'data-status': status.text.toLowerCase(),
      style: {
        flex: 'none',
        padding: '0 6px',
        borderRadius: 999,
        background: status.bg,
        color: status.fg,
        font: '600 11px/16px var(--sb-font-base, inherit)',
      },
    },
    status.text,
  );
  return createElement(
    'span',
    { style: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, width: '100%' } },
    createElement('span', { style: { overflow: 'hidden', textOverflow: 'ellipsis' } }, item.name),
    badge,
  );
}

// The manager (sidebar, toolbar, panels) in FoodDash's name, mark, font and colour; statuses in the sidebar.
addons.setConfig({ theme, sidebar: { renderLabel } });
