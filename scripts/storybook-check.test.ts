import { describe, expect, it } from 'vitest';
import { parsePasses, readsScaledData } from './storybook-check.mjs';

describe('parsePasses', () => {
  it('reads seed, Data scale and theme of each pass', () => {
    expect(parsePasses('42,7~sbs,42@10,1@1~dark')).toEqual([
      { seed: '42', scale: '', theme: '' },
      { seed: '7', scale: '', theme: 'side by side' },
      { seed: '42', scale: '10', theme: '' },
      { seed: '1', scale: '', theme: 'dark' },
    ]);
  });

  it('refuses a theme the toolbar does not have', () => {
    expect(() => parsePasses('42~sepia')).toThrow(/Unknown theme "sepia"/);
  });
});

describe('readsScaledData', () => {
  it('opens a page story or one built on the story data at another scale, not one built from factories', () => {
    expect(readsScaledData('./stories/pages/AdminOrders.stories.tsx')).toBe(true);
    expect(readsScaledData('./stories/admin/OrdersTable.stories.tsx')).toBe(true);
    expect(readsScaledData('./stories/ui/Badge.stories.tsx')).toBe(false);
  });

  it('checks a story whose file it cannot read', () => {
    expect(readsScaledData('./stories/no-such.stories.tsx')).toBe(true);
  });
});
