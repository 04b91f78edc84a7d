import { remoteMountTable } from './remote-mount-table';

describe('remoteMountTable', () => {
  const table = remoteMountTable({
    orders: ['app/orders', 'app/v2/orders', 'tracking'],
    billing: ['public/pricing', 'app/setting/billing', 'app/setting/wallet'],
  });

  it('puts public mounts outside the app layout with absolute paths', () => {
    expect(
      table.filter((entry) => entry.placement === 'public').map((entry) => entry.path),
    ).toEqual(['/tracking/*', '/public/pricing/*']);
  });
  it('puts app mounts under /app and settings mounts inside the settings frame', () => {
    expect(table.find((entry) => entry.mount === 'app/v2/orders')).toMatchObject({
      placement: 'app',
      path: 'v2/orders/*',
      remote: 'orders',
    });
    expect(table.find((entry) => entry.mount === 'app/setting/wallet')).toMatchObject({
      placement: 'settings',
      path: 'wallet/*',
      remote: 'billing',
    });
  });
  it("renders the catalogue's integrations inside the settings frame, as its product settings", () => {
    const real = remoteMountTable();
    for (const mount of ['app/setting/product', 'app/setting/integration'])
      expect(real.find((entry) => entry.mount === mount)).toMatchObject({
        placement: 'settings',
        path: `${mount.slice('app/setting/'.length)}/*`,
        remote: 'catalogue',
      });
  });
  it('covers every mount of the real table', () => {
    const real = remoteMountTable();
    expect(real.map((entry) => entry.mount)).toEqual(
      expect.arrayContaining(['app/find-product', 'app/orders', 'public/pricing', 'tracking']),
    );
  });
});
