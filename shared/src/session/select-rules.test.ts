import { selectShop } from './select-shop';
import { selectWorkplace } from './select-workplace';

const user = {
  workplaces: [
    { id: 'w1', name: 'One' },
    { id: 'w2', name: 'Two' },
  ],
  linked_stores: {
    shopify: [{ id: 's3', workplace_id: 'w2', platform_domain: 'second.myshopify.com' }],
    woocommerce: [{ id: 's1', workplace_id: 'w1', platform_domain: 'first.example' }],
  },
};

describe('selectWorkplace (spec 000 §4)', () => {
  it('takes the stored workplace when the user still belongs to it', () => {
    expect(selectWorkplace(user, 'w2')?.id).toBe('w2');
  });
  it('falls back to the first workplace when nothing or a foreign id is stored', () => {
    expect(selectWorkplace(user, null)?.id).toBe('w1');
    expect(selectWorkplace(user, 'someone-else')?.id).toBe('w1');
  });
  it('embedded: the workplace owning the store of the embedding host wins over the stored one', () => {
    expect(selectWorkplace(user, 'w1', 'SECOND.myshopify.com')?.id).toBe('w2');
  });
  it('embedded with an unknown host falls back to the normal rule', () => {
    expect(selectWorkplace(user, 'w2', 'unknown.myshopify.com')?.id).toBe('w2');
  });
  it('null without workplaces', () => {
    expect(selectWorkplace({ workplaces: [] }, 'w1')).toBeNull();
    expect(selectWorkplace(null, null)).toBeNull();
  });
});

describe('selectShop (spec 000 §4)', () => {
  const stores = [
    { id: 'a', platform_domain: 'a.myshopify.com', domain: 'a.com', is_default: false },
    { id: 'b', platform_domain: 'b.myshopify.com', domain: 'b.com', is_default: true },
    { id: 'c', platform_domain: 'c.myshopify.com', domain: 'c.com', is_default: false },
  ];
  it('takes the stored shop when it is in the workplace', () => {
    expect(selectShop(stores, 'c')?.id).toBe('c');
  });
  it('else the default store', () => {
    expect(selectShop(stores, 'gone')?.id).toBe('b');
    expect(selectShop(stores, null)?.id).toBe('b');
  });
  it('else the first store', () => {
    expect(
      selectShop(
        stores.map((s) => ({ ...s, is_default: false })),
        null,
      )?.id,
    ).toBe('a');
  });
  it('embedded matches by domain first', () => {
    expect(selectShop(stores, 'b', 'C.myshopify.com')?.id).toBe('c');
    expect(selectShop(stores, 'b', 'a.com')?.id).toBe('a');
  });
  it('null without stores', () => {
    expect(selectShop([], 'a')).toBeNull();
  });
});
