import { listProblems, type UsedExports } from './shared-exports-check';
import { SHAKEN_SHARED_EXPORTS } from './shaken-shared';

const used = (entries: Record<string, Record<string, string[]>>): UsedExports =>
  new Map(
    Object.entries(entries).map(([pkg, names]) => [
      pkg,
      new Map(Object.entries(names).map(([name, where]) => [name, new Set(where)])),
    ]),
  );

describe('the check of the tree-shaken shared packages’ export lists', () => {
  const lists = { antd: ['Button', 'Table'], 'react-router-dom': ['Link'] };

  it('passes a build that imports only listed exports', () => {
    const build = used({
      antd: { Button: ['./src/a.tsx'] },
      'react-router-dom': { Link: ['./b'] },
    });
    expect(listProblems(lists, build)).toEqual([]);
  });

  it('names an export a build imports that the list lacks, and who imports it', () => {
    const build = used({ antd: { Button: ['./a'], Tree: ['./src/z.tsx', './src/y.tsx'] } });
    expect(listProblems(lists, build)).toEqual([
      "antd's Tree is imported (./src/y.tsx, ./src/z.tsx) but missing from SHAKEN_SHARED_EXPORTS",
    ]);
  });

  it('refuses a namespace import, whose used exports cannot be known', () => {
    expect(listProblems(lists, used({ antd: { '*': ['./src/all.tsx'] } }))).toEqual([
      'antd is imported as a whole namespace (./src/all.tsx): import its exports by name',
    ]);
  });

  it('names a listed export the package does not have', () => {
    const provided = new Map([['antd', ['Button', 'Tabs']]]);
    expect(listProblems(lists, used({}), provided)).toEqual([
      "SHAKEN_SHARED_EXPORTS lists antd's Table, which antd does not export",
    ]);
  });

  it('lists each export once, sorted, so the union is easy to review', () => {
    for (const list of Object.values(SHAKEN_SHARED_EXPORTS)) {
      expect([...new Set(list)]).toEqual(list);
      expect([...list].sort()).toEqual(list);
    }
  });
});
