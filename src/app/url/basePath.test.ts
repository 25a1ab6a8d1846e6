import { describe, expect, it } from 'vitest';
import { withBase } from './basePath';

describe('withBase', () => {
  it('puts an app path under the base', () => {
    expect(withBase('/', '/fooddash/app/')).toBe('/fooddash/app/');
    expect(withBase('/admin/orders?seed=7', '/fooddash/app/')).toBe('/fooddash/app/admin/orders?seed=7');
  });

  it('leaves paths alone at the root, and anything that is not an app path', () => {
    expect(withBase('/', '/')).toBe('/');
    expect(withBase('/admin', '/')).toBe('/admin');
    expect(withBase('https://picsum.photos/x', '/fooddash/app/')).toBe('https://picsum.photos/x');
    expect(withBase('//cdn.example/x', '/fooddash/app/')).toBe('//cdn.example/x');
    expect(withBase('#main', '/fooddash/app/')).toBe('#main');
  });
});
