import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { formatter } from '@lingui/format-po';
import fs from 'node:fs/promises';
import type { Plugin } from 'vite';

/** `locales/xx.po?start`: the messages of the start chunk only (what /login shows before any screen loads). */
const startQuery = '?start';
const entry = 'src/app/main.tsx';

/**
 * The start catalogs (issue 21): /login loaded the whole catalog, every screen's messages, and that was
 * 19 KB of its 150 KB budget. A start catalog holds the messages of the modules in the start chunk: the
 * modules the entry imports statically, found by walking the bundler's module graph from main.tsx. The
 * whole catalog follows at once (src/app/i18n/i18n.ts) and every other route waits for it. The build
 * fails if the start chunk holds a module with messages that its catalog left out.
 */
export function startCatalogs(): Plugin {
  let root = process.cwd();
  let building = false;
  const startModules = new Set<string>();
  let walked: Promise<void> | undefined;

  return {
    name: 'pallet-portal:start-catalogs',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
    },
    async load(id) {
      if (!id.endsWith(`.po${startQuery}`)) return null;
      const file = id.slice(0, -startQuery.length);
      if (!building) return `export { messages } from ${JSON.stringify(file)};`;
      walked ??= walkStaticImports(this, path.resolve(root, entry), root, startModules);
      await walked;
      return compileStartCatalog(root, file, startModules);
    },
    generateBundle(_options, bundle) {
      const start = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      if (!start || start.type !== 'chunk' || !walked) return;
      const missed = start.moduleIds
        .map((id) => relativeSource(root, id))
        .filter((source): source is string => source !== null && !startModules.has(source));
      if (missed.length > 0)
        this.error(`The start catalogs leave out modules of the start chunk: ${missed.join(', ')}`);
    },
  };
}

type LoadContext = { load: (options: { id: string }) => Promise<{ importedIds: readonly string[] }> };

async function walkStaticImports(context: LoadContext, entryId: string, root: string, seen: Set<string>) {
  const visited = new Set<string>();
  const queue = [entryId];
  while (queue.length > 0) {
    const batch = queue.splice(0).filter((id) => !visited.has(id));
    batch.forEach((id) => visited.add(id));
    const infos = await Promise.all(batch.map((id) => context.load({ id })));
    for (const [index, info] of infos.entries()) {
      const source = relativeSource(root, batch[index] ?? '');
      if (source) seen.add(source);
      for (const imported of info.importedIds) {
        // Only the app's own sources carry messages; packages are not walked.
        if (relativeSource(root, imported) !== null && !visited.has(imported)) queue.push(imported);
      }
    }
  }
}

/** `src/app/…` as the catalogs name origins, or null for anything else (packages, virtual modules). */
function relativeSource(root: string, id: string): string | null {
  const file = id.split('?')[0] ?? '';
  if (!path.isAbsolute(file)) return null;
  const relative = path.relative(root, file).split(path.sep).join('/');
  return relative.startsWith('src/app/') ? relative : null;
}

async function compileStartCatalog(root: string, file: string, startModules: ReadonlySet<string>) {
  const config = getConfig({ cwd: root });
  const found = getCatalogForFile(path.relative(root, file), await getCatalogs(config));
  if (!found) throw new Error(`${file} is not a catalog of lingui.config.ts`);
  const { locale, catalog } = found;
  const { messages } = await catalog.getTranslations(locale, {
    fallbackLocales: config.fallbackLocales ?? {},
    sourceLocale: config.sourceLocale ?? locale,
  });
  const parsed = await formatter({ origins: true }).parse(await fs.readFile(file, 'utf8'), {
    locale,
    sourceLocale: config.sourceLocale ?? locale,
    filename: file,
  });
  const picked = Object.fromEntries(
    Object.entries(messages).filter(([id]) =>
      (parsed?.[id]?.origin ?? []).some(([source]) => startModules.has(source)),
    ),
  );
  const { source, errors } = createCompiledCatalog(locale, picked, { namespace: 'es' });
  if (errors.length > 0) throw new Error(`The start catalog of ${locale} does not compile`);
  return { code: source, map: null, moduleType: 'js' };
}
