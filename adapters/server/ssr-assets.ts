import fs from 'node:fs';
import path from 'node:path';
import type { ClientAssets } from './ssr-contract';

/** The browser entry's source path: its key in the Vite manifest. */
export const CLIENT_ENTRY = 'web/entry.client.tsx';

/** The boot module (the build's input; it imports the entry): its key in the Vite manifest. */
const BOOT_ENTRY = 'web/boot/boot.ts';

/** With `cssCodeSplit: false` (vite.config.ts) all CSS is one file under this manifest key. */
const SHARED_STYLESHEET = 'style.css';

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
  readonly isDynamicEntry?: boolean;
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

const urlOf = (file: string): string => `/${file}`;

/** A chunk's file and the files of everything it imports statically, each once, in order. */
const closureOf = (manifest: Manifest, key: string, seen: Set<string> = new Set()): string[] => {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (chunk === undefined) return [];
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => closureOf(manifest, k, seen))];
};

const cssOf = (manifest: Manifest, keys: readonly string[]): string[] => [
  ...new Set(keys.flatMap((key) => manifest[key]?.css ?? [])),
];

/** The client assets of a production build, from dist/client/.vite/manifest.json. */
export const clientAssetsFrom = (manifest: Manifest): ClientAssets => {
  const entry = manifest[CLIENT_ENTRY];
  if (entry === undefined) throw new Error(`${CLIENT_ENTRY} fehlt im Vite-Manifest`);
  const entryKeys = [CLIENT_ENTRY, ...(entry.imports ?? [])];
  const entryFiles = closureOf(manifest, CLIENT_ENTRY);
  const shared = manifest[SHARED_STYLESHEET];
  const sharedCss = shared === undefined ? [] : [shared.file];
  const routeChunks: Record<string, { js: string[]; css: string[] }> = {};
  for (const key of entry.dynamicImports ?? []) {
    const chunk = manifest[key];
    if (chunk === undefined || chunk.file.endsWith('.css')) continue;
    const files = closureOf(manifest, key, new Set(entryKeys));
    routeChunks[key] = {
      js: files.filter((f) => !entryFiles.includes(f)).map(urlOf),
      css: cssOf(manifest, [key, ...(chunk.imports ?? [])]).map(urlOf),
    };
  }
  const boot = manifest[BOOT_ENTRY];
  return {
    ...(boot === undefined ? {} : { boot: urlOf(boot.file) }),
    entry: urlOf(entry.file),
    preloads: entryFiles.slice(1).map(urlOf),
    styles: [...sharedCss, ...cssOf(manifest, entryKeys)].map(urlOf),
    routeChunks,
  };
};

/** Reads the manifest of dist/client; null when the browser bundle is not built. */
export const readClientAssets = (clientDir: string): ClientAssets | null => {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return null;
  return clientAssetsFrom(JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest);
};
