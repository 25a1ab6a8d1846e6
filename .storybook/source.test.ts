import { describe, expect, it } from 'vitest';
import { readableSource } from './source';

describe('readableSource', () => {
  it('prints a spy callback, minified or not, as an arrow function', () => {
    expect(readableSource('<Button onClick={function Qq(){}}>Add</Button>')).toBe(
      '<Button onClick={() => {}}>Add</Button>',
    );
    expect(readableSource('<Modal\n  onClose={function mockConstructor() {}}\n  open\n/>')).toBe(
      '<Modal\n  onClose={() => {}}\n  open\n/>',
    );
  });

  it('leaves other code as it is', () => {
    const code = '<Pagination page={2} pageCount={8} aria-label="Pagination, orders" />';
    expect(readableSource(code)).toBe(code);
  });
});
