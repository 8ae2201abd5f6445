import { describe, expect, it } from 'vitest';
import { documentHtml, type PageAssets } from '../../../web/app/document';
import type { BootData } from '../../../web/boot/boot-data';

const ASSETS: PageAssets = {
  boot: '/assets/boot-abc.js',
  entry: '/assets/entry.client-abc.js',
  preloads: ['/assets/jsx-runtime-abc.js', '/assets/boot-abc.js'],
  styles: ['/assets/style-abc.css'],
  routeChunks: {
    'web/app/routes/content/content-page.tsx': { js: ['/assets/content-page-abc.js'], css: [] },
  },
};

const html = (hydrateOn: 'arrival' | 'interaction', assets: PageAssets = ASSETS): string =>
  documentHtml({
    headTags: '<title>T</title>',
    appHtml: '<main></main>',
    payload: '{}',
    assets,
    routeModules: ['web/app/routes/content/content-page.tsx'],
    boot: { hydrateOn, pageView: null },
  });

const scriptsOf = (text: string): string[] =>
  [...text.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1] ?? '');
const preloadsOf = (text: string): string[] =>
  [...text.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1] ?? '');
const bootOf = (text: string): BootData =>
  JSON.parse(
    /<script type="application\/json" id="__rk_boot">(.*?)<\/script>/.exec(text)?.[1] ?? '',
  );

describe('documentHtml with the boot module (issue 5: hydrate on interaction)', () => {
  it('loads only the boot module on a page that waits for interaction: no preload', () => {
    const page = html('interaction');
    expect(scriptsOf(page)).toEqual(['/assets/boot-abc.js']);
    expect(preloadsOf(page)).toEqual([]);
    expect(page).toContain('<link rel="stylesheet" href="/assets/style-abc.css">');
    expect(bootOf(page)).toEqual({
      hydrateOn: 'interaction',
      pageView: null,
      routeChunks: ['/assets/content-page-abc.js'],
    });
  });

  it('preloads the entry, its imports and the route chunk on a page hydrated at arrival', () => {
    const page = html('arrival');
    expect(scriptsOf(page)).toEqual(['/assets/boot-abc.js']);
    expect(preloadsOf(page)).toEqual([
      '/assets/entry.client-abc.js',
      '/assets/jsx-runtime-abc.js',
      '/assets/content-page-abc.js',
    ]);
    expect(bootOf(page)).toEqual({ hydrateOn: 'arrival', pageView: null, routeChunks: [] });
  });

  it('loads the entry itself without a boot module (dev)', () => {
    const { boot: _boot, ...dev } = ASSETS;
    const page = html('interaction', { ...dev, preloads: ['/assets/jsx-runtime-abc.js'] });
    expect(scriptsOf(page)).toEqual(['/assets/entry.client-abc.js']);
    expect(preloadsOf(page)).toEqual(['/assets/jsx-runtime-abc.js', '/assets/content-page-abc.js']);
  });
});
