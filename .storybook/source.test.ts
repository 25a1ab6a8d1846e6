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
  it("leaves out a boolean at its default false and a native button's default type, as a developer does", () => {
    const argTypes = {
      selected: { table: { defaultValue: { summary: 'false' } } },
      disabled: { table: { defaultValue: { summary: 'false' } } },
      type: { table: { defaultValue: { summary: 'button' } } },
      variant: { table: { defaultValue: { summary: 'primary' } } },
    };
    const code = [
      '<Chip',
      '  disabled={false}',
      '  onClick={function Qq(){}}',
      '  selected={false}',
      '  type="button"',
      '>',
      '  Italian',
      '</Chip>',
    ].join('\n');
    expect(readableSource(code, { argTypes })).toBe('<Chip\n  onClick={() => {}}\n>\n  Italian\n</Chip>');
    // A value other than the default stays, and so does a default that is not a boolean or the button type.
    const kept = '<Button disabled type="submit" variant="primary">Save</Button>';
    expect(readableSource(kept, { argTypes })).toBe(kept);
    expect(readableSource('<Chip selected={false} type="button" />', { argTypes })).toBe('<Chip />');
    // Without arg types (another component), nothing is left out.
    expect(readableSource('<Chip selected={false} />')).toBe('<Chip selected={false} />');
  });
});
