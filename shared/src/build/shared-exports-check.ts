import type { Compiler, Dependency, Module } from 'webpack';

const NAME = 'SharedExportsCheckPlugin';

/** The import forms whose used exports webpack knows by name. */
const NAMED_IMPORTS = new Set(['harmony import specifier', 'harmony export imported specifier']);

/** What a build imports from each listed package: export name → the modules that import it. */
export type UsedExports = Map<string, Map<string, Set<string>>>;

/**
 * One message per export a build imports from a listed package that its list lacks (`*` when a
 * module uses the whole namespace, which cannot be checked), and per listed export the package
 * does not have (`provided`, when known: a typo, or an export a new version removed).
 */
export function listProblems(
  lists: Readonly<Record<string, readonly string[]>>,
  used: UsedExports,
  provided: ReadonlyMap<string, readonly string[]> = new Map(),
): string[] {
  const problems: string[] = [];
  for (const [pkg, list] of Object.entries(lists)) {
    for (const [name, importers] of used.get(pkg) ?? []) {
      if (list.includes(name)) continue;
      const where = [...importers].sort().join(', ');
      problems.push(
        name === '*'
          ? `${pkg} is imported as a whole namespace (${where}): import its exports by name`
          : `${pkg}'s ${name} is imported (${where}) but missing from SHAKEN_SHARED_EXPORTS`,
      );
    }
    const exports = provided.get(pkg);
    if (!exports) continue;
    for (const name of list) {
      if (!exports.includes(name))
        problems.push(`SHAKEN_SHARED_EXPORTS lists ${pkg}'s ${name}, which ${pkg} does not export`);
    }
  }
  return problems;
}

/**
 * Fails the build when an app imports an export of a tree-shaken shared package that
 * SHAKEN_SHARED_EXPORTS does not list: the instance every app uses is the first one loaded (the
 * host's), built with that list only, so the export would be missing at run time.
 */
export class SharedExportsCheckPlugin {
  readonly name = NAME;

  constructor(private readonly lists: Readonly<Record<string, readonly string[]>>) {}

  apply(compiler: Compiler): void {
    const { lists } = this;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const used: UsedExports = new Map();
      compilation.hooks.dependencyReferencedExports.tap(
        NAME,
        (referenced, dependency: Dependency) => {
          const request = (dependency as Dependency & { request?: unknown }).request;
          if (typeof request !== 'string' || !(request in lists)) return referenced;
          if (!NAMED_IMPORTS.has(dependency.type)) return referenced;
          const importer = compilation.moduleGraph.getParentModule(dependency);
          const where = importer?.readableIdentifier(compilation.requestShortener) ?? '?';
          const byName = used.get(request) ?? new Map<string, Set<string>>();
          used.set(request, byName);
          for (const item of referenced) {
            const path = Array.isArray(item) ? item : item.name;
            const name = path[0] ?? '*';
            const importers = byName.get(name) ?? new Set<string>();
            importers.add(where);
            byName.set(name, importers);
          }
          return referenced;
        },
      );
      compilation.hooks.afterOptimizeDependencies.tap(NAME, (modules) => {
        const provided = new Map<string, readonly string[]>();
        for (const module of modules as Iterable<Module & { rawRequest?: string }>) {
          if (!module.rawRequest || !(module.rawRequest in lists)) continue;
          const exports = compilation.moduleGraph.getExportsInfo(module).getProvidedExports();
          if (Array.isArray(exports)) provided.set(module.rawRequest, exports);
        }
        for (const problem of listProblems(lists, used, provided)) {
          compilation.errors.push(new compiler.webpack.WebpackError(`${NAME}: ${problem}`));
        }
      });
    });
  }
}
