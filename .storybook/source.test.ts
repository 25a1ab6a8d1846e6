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

  it('prints a prop given a record, or a list of records, as the variable a developer passes', () => {
    const code = [
      '<RestaurantCard',
      '  restaurant={{',
      "    address: '12 Via {Roma}',",
      "    cuisine: ['Italian', 'Pizza'],",
      "    id: 'restaurant-1',",
      "    name: 'Via Milano Kitchen'",
      '  }}',
      '  headingLevel={3}',
      '/>',
    ].join('\n');
    expect(readableSource(code)).toBe('<RestaurantCard\n  restaurant={restaurant}\n  headingLevel={3}\n/>');
    expect(readableSource("<OrdersTable orders={[{ id: 'order-1', total: 12 }, { id: 'order-2' }]} page={1} />")).toBe(
      '<OrdersTable orders={orders} page={1} />',
    );
  });

  it('keeps an object or list that is not a record', () => {
    const code = "<Chip style={{ width: 120 }} tags={['Italian', 'Pizza']} />";
    expect(readableSource(code)).toBe(code);
  });
});
