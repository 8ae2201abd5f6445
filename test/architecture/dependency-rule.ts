import { builtinModules } from 'node:module';
import path from 'node:path';

/** The table of ARCHITECTURE.md "The dependency rule", as code. */
export type Layer = 'domain' | 'ports' | 'adapters' | 'web' | 'cli';

const LAYERS: readonly Layer[] = ['domain', 'ports', 'adapters', 'web', 'cli'];
// The bundles' entry files: the browser's, the server renderer's and its render worker's.
const WEB_ENTRIES = new Set([
  'web/entry.client.tsx',
  'web/entry.server.tsx',
  'web/render-worker.ts',
]);
const CLI_ENTRY = 'cli/main.ts';
const ENTRY_FILES = new Set([...WEB_ENTRIES, CLI_ENTRY]);
const WEB_LIBRARIES = ['react', 'react-dom', 'react-router-dom'];

const isBuiltin = (spec: string): boolean =>
  spec.startsWith('node:') || builtinModules.includes(spec.split('/')[0] ?? spec);

const packageName = (spec: string): string => {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? spec);
};

/** The feature a web/ file belongs to (web/features/<feature>/…), or null. */
const featureOf = (file: string): string | null =>
  /^web\/features\/([^/]+)\//.exec(file)?.[1] ?? null;

/**
 * Inside web/: features are leaves — a feature imports no other feature and nothing of web/app/
 * (the routes compose features; what two features share goes to web/components/ or its owner);
 * components import no feature and nothing of web/app/.
 */
const webArrow = (file: string, target: string): string | null => {
  const from = featureOf(file);
  const to = featureOf(target);
  const toApp = target.startsWith('web/app/');
  if (from !== null && to !== null && from !== to) {
    return `web/features/${from}/ may not import another feature (web/features/${to}/): shared pieces go to web/components/ or their owner`;
  }
  if (from !== null && toApp)
    return 'a feature imports nothing of web/app/: the routes compose the features';
  if (file.startsWith('web/components/') && (to !== null || toApp)) {
    return 'web/components/ imports no feature and nothing of web/app/';
  }
  return null;
};

const layerOf = (file: string): Layer | 'other' => {
  const top = file.split('/')[0] as Layer;
  return LAYERS.includes(top) ? top : 'other';
};

/**
 * Returns a sentence for every forbidden arrow from `file` (a path relative to the repository
 * root, with forward slashes) to the module specifier `spec`; an empty list when allowed.
 */
export const checkImport = (file: string, spec: string): string | null => {
  const from = layerOf(file);
  if (from === 'other') return null;
  const relative = spec.startsWith('.');
  const target = relative
    ? path.posix.normalize(path.posix.join(path.posix.dirname(file), spec))
    : null;
  const to = target === null ? null : layerOf(target);
  const bad = (why: string): string => `${file} imports '${spec}': ${why}`;

  if (target !== null && to === 'other') return bad('relative import leaves the source folders');
  if (to === 'web' || to === 'cli') {
    if (to !== from) return bad(`${from}/ may not import ${to}/`);
    const inside = to === 'web' && target !== null ? webArrow(file, target) : null;
    return inside === null ? null : bad(inside);
  }
  switch (from) {
    case 'domain':
      if (to === 'domain' || spec === 'temporal-polyfill') return null;
      // ibantools is pure (no I/O, no clock): the IBAN check digits of ISO 13616 and the
      // per-country formats are a well-kept library's job, not hand-written rules.
      if (spec === 'ibantools') return null;
      return bad('domain/ imports only domain/, temporal-polyfill and ibantools');
    case 'ports':
      if (to === 'domain' || to === 'ports') return null;
      if (spec === 'temporal-polyfill') return null;
      return bad('ports/ imports only domain/ and ports/');
    case 'adapters':
      return null;
    case 'web': {
      if (to === 'domain' || to === 'ports') return null;
      if (to === 'adapters') {
        return WEB_ENTRIES.has(file) ? null : bad('web/ reaches adapters only in its entry files');
      }
      if (target !== null) return null;
      const name = packageName(spec);
      if (name === 'react-router-dom' && !(file.startsWith('web/app/') || WEB_ENTRIES.has(file))) {
        return bad('router imports stay inside web/app/ and the entries');
      }
      if (WEB_LIBRARIES.includes(name) || name === 'temporal-polyfill') return null;
      if (ENTRY_FILES.has(file)) return null;
      return bad('web/ imports only domain/, ports/, React and react-router-dom');
    }
    case 'cli': {
      if (to === 'domain' || to === 'ports') return null;
      if (to === 'adapters')
        return file === CLI_ENTRY ? null : bad('cli/ reaches adapters only in cli/main.ts');
      if (target !== null) return null;
      if (spec === 'commander' || spec === 'temporal-polyfill') return null;
      if (file === CLI_ENTRY && (spec === 'reflect-metadata' || isBuiltin(spec))) return null;
      return bad('cli/ imports only domain/, ports/ and commander');
    }
  }
};
