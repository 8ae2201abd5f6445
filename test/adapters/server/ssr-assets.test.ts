import { describe, expect, it } from 'vitest';
import { clientAssetsFrom } from '../../../adapters/server/ssr-assets';

describe('clientAssetsFrom (the Vite manifest)', () => {
  it('gives the entry, its preloads and styles, and each route chunk without shared files', () => {
    expect(
      clientAssetsFrom({
        'web/entry.client.tsx': {
          file: 'assets/entry-1.js',
          imports: ['_react.js'],
          dynamicImports: [
            'web/app/routes/content/content-page.tsx',
            'web/app/routes/content/flow-page.tsx',
          ],
          css: ['assets/entry-1.css'],
        },
        '_react.js': { file: 'assets/react-1.js' },
        '_page.js': { file: 'assets/page-1.js', css: ['assets/page-1.css'] },
        'web/app/routes/content/content-page.tsx': {
          file: 'assets/content-page-1.js',
          isDynamicEntry: true,
          imports: ['_react.js', '_page.js'],
          css: ['assets/content-page-1.css'],
        },
        'web/app/routes/content/flow-page.tsx': {
          file: 'assets/flow-page-1.js',
          isDynamicEntry: true,
          imports: ['_page.js'],
        },
      }),
    ).toEqual({
      entry: '/assets/entry-1.js',
      preloads: ['/assets/react-1.js'],
      styles: ['/assets/entry-1.css'],
      routeChunks: {
        'web/app/routes/content/content-page.tsx': {
          js: ['/assets/content-page-1.js', '/assets/page-1.js'],
          css: ['/assets/content-page-1.css', '/assets/page-1.css'],
        },
        'web/app/routes/content/flow-page.tsx': {
          js: ['/assets/flow-page-1.js', '/assets/page-1.js'],
          css: ['/assets/page-1.css'],
        },
      },
    });
  });

  it('puts the one stylesheet of a build without CSS code splitting first', () => {
    const assets = clientAssetsFrom({
      'web/entry.client.tsx': { file: 'assets/entry-1.js' },
      'style.css': { file: 'assets/style-1.css' },
    });
    expect(assets.styles).toEqual(['/assets/style-1.css']);
  });

  it('refuses a manifest without the browser entry', () => {
    expect(() => clientAssetsFrom({})).toThrow('web/entry.client.tsx');
  });
});
