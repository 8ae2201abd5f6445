import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { checkImport } from './architecture/dependency-rule';
import {
  mayUseBrowserClock,
  readsMachineClock,
  WEB_CLOCK_FILE,
} from './architecture/machine-clock';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE_FOLDERS = ['domain', 'ports', 'adapters', 'cli', 'web'];

const sourceFiles = (folder: string): string[] => {
  const dir = path.join(ROOT, folder);
  let entries: string[];
  try {
    entries = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return entries
    .filter((f) => /\.(ts|tsx|mts)$/.test(f))
    .map((f) => `${folder}/${f.split(path.sep).join('/')}`);
};

const importsOf = (file: string): string[] =>
  ts
    .preProcessFile(readFileSync(path.join(ROOT, file), 'utf8'), true, true)
    .importedFiles.map((i) => i.fileName);

const files = SOURCE_FOLDERS.flatMap(sourceFiles);

describe('the dependency rule of ARCHITECTURE.md', () => {
  it('finds the source files', () => {
    expect(files).toContain('domain/result.ts');
  });

  it('has no forbidden arrow in the code base', () => {
    const violations = files.flatMap((file) =>
      importsOf(file)
        .map((spec) => checkImport(file, spec))
        .filter((v): v is string => v !== null),
    );
    expect(violations).toEqual([]);
  });

  it('keeps the domain pure: no clock, randomness, process, console or window', () => {
    const impure = files
      .filter((f) => f.startsWith('domain/'))
      .filter((f) =>
        /\bDate\.now\(|new Date\(|Math\.random\(|\bprocess\.|\bconsole\.|\bwindow\.|\bdocument\./.test(
          readFileSync(path.join(ROOT, f), 'utf8'),
        ),
      );
    expect(impure).toEqual([]);
  });

  it('keeps web/ off the machine clock: pages ask AppServices.now(), one browser file reads it', () => {
    expect(files).toContain(WEB_CLOCK_FILE);
    const reading = files
      .filter((f) => f.startsWith('web/') && f !== WEB_CLOCK_FILE)
      .filter((f) => readsMachineClock(readFileSync(path.join(ROOT, f), 'utf8')));
    expect(reading).toEqual([]);
  });

  it("reaches the browser's clock only from the browser entries (entry.client.tsx, web/boot/)", () => {
    const clock = WEB_CLOCK_FILE.replace(/\.ts$/, '');
    const reaching = files
      .filter((f) => !mayUseBrowserClock(f))
      .filter((f) =>
        importsOf(f).some(
          (target) =>
            target.startsWith('.') &&
            path.posix.join(path.posix.dirname(f), target).replace(/\.ts$/, '') === clock,
        ),
      );
    expect(reaching).toEqual([]);
  });

  it('reaches no in-memory adapter from production code (the memory stores are for tests)', () => {
    const reaching = files
      .filter((f) => !f.startsWith('adapters/memory/'))
      .flatMap((f) =>
        importsOf(f)
          .filter((target) => /(^|\/)adapters\/memory\/|^\.\.?\/memory\//.test(target))
          .filter((target) =>
            path
              .resolve(ROOT, path.dirname(f), target)
              .startsWith(path.join(ROOT, 'adapters/memory')),
          )
          .map((target) => `${f} → ${target}`),
      );
    expect(reaching).toEqual([]);
  });

  it('builds containers only in the composition root: one buildContainer per process', () => {
    const resolved = (f: string, target: string): string =>
      path
        .relative(ROOT, path.resolve(ROOT, path.dirname(f), target))
        .split(path.sep)
        .join('/');
    // Who imports the container builder, and who resolves from a container or builds its own.
    const builders = files.filter((f) =>
      importsOf(f).some((target) => resolved(f, target) === 'adapters/composition/container'),
    );
    expect(builders.sort()).toEqual([
      'adapters/composition/browser.composition.ts',
      'adapters/composition/cli.composition.ts',
      'adapters/composition/server.composition.ts',
    ]);
    const ownContainers = files.filter(
      (f) =>
        f !== 'adapters/composition/container.ts' &&
        /\bnew Container\(/.test(readFileSync(path.join(ROOT, f), 'utf8')),
    );
    expect(ownContainers).toEqual([]);
    const fallbacks = files.filter((f) =>
      /\.isBound\(/.test(readFileSync(path.join(ROOT, f), 'utf8')),
    );
    expect(fallbacks).toEqual([]);
  });

  it('keeps each CLI command apart: shared helpers live in cli/, never inside another command', () => {
    const crossing = files
      .filter((f) => f.startsWith('cli/commands/'))
      .flatMap((f) =>
        importsOf(f)
          .filter((target) => /^\.\/[^/]+\.command$/.test(target))
          .map((target) => `${f} → ${target}`),
      );
    expect(crossing).toEqual([]);
  });

  it('has no barrel index files and no technical-role folders', () => {
    expect(files.filter((f) => /(^|\/)index\.tsx?$/.test(f))).toEqual([]);
    expect(files.filter((f) => /(^|\/)(utils|helpers|common|misc)\//.test(f))).toEqual([]);
  });
});

describe('the machine-clock check itself', () => {
  it.each([
    ['const t = Date.now();', true],
    ['const d = new Date();', true],
    ['const d = new Date( );', true],
    ['const i = Temporal.Now.instant();', true],
    ['const z = Temporal.Now.zonedDateTimeISO(BERLIN);', true],
    ['const d = new Date(svc.now());', false],
    ['const d = new Date(endsMs - 1);', false],
    ['const i = Temporal.Instant.fromEpochMilliseconds(svc.now());', false],
    ['const ms = Date.parse(banner.endTime);', false],
  ])('%s reads the machine clock: %s', (source, reads) => {
    expect(readsMachineClock(source)).toBe(reads);
  });

  it.each([
    ['web/entry.client.tsx', true],
    ['web/boot/boot.ts', true],
    ['web/entry.server.tsx', false],
    ['web/app/routes/comparison/step-route.tsx', false],
    ['web/features/campaign-banner/campaign-banner.tsx', false],
  ])("%s may use the browser's clock: %s", (file, may) => {
    expect(mayUseBrowserClock(file)).toBe(may);
  });
});

describe('the rule checker itself', () => {
  it.each([
    ['domain/age/birthday.ts', '../result', true],
    ['domain/age/birthday.ts', 'temporal-polyfill', true],
    ['domain/application/iban.ts', 'ibantools', true],
    ['domain/age/birthday.ts', 'node:fs', false],
    ['domain/age/birthday.ts', '../../ports/clock.port', false],
    ['domain/age/birthday.ts', 'react', false],
    ['ports/clock.port.ts', '../domain/result', true],
    ['ports/clock.port.ts', 'inversify', false],
    ['ports/clock.port.ts', '../adapters/memory/clock', false],
    ['adapters/storage/a.adapter.ts', 'kysely', true],
    ['adapters/storage/a.adapter.ts', 'node:path', true],
    ['adapters/storage/a.adapter.ts', '../../cli/program', false],
    ['adapters/storage/a.adapter.ts', '../../web/app/router', false],
    ['cli/main.ts', '../adapters/composition/container', true],
    ['cli/main.ts', 'reflect-metadata', true],
    ['cli/commands/url.command.ts', '../../adapters/composition/container', false],
    ['cli/commands/url.command.ts', 'commander', true],
    ['cli/commands/url.command.ts', 'node:fs', false],
    ['cli/commands/url.command.ts', '../../domain/search-data/codec', true],
    ['web/entry.server.tsx', '../adapters/composition/container', true],
    ['web/features/x/widget.tsx', '../../../adapters/http/fetch', false],
    ['web/features/x/widget.tsx', 'react', true],
    ['web/features/x/widget.tsx', 'react-router-dom', false],
    ['web/app/routes/home.tsx', 'react-router-dom', true],
    ['web/features/x/widget.tsx', 'lodash', false],
    ['web/features/x/widget.tsx', './widget-text', true],
    ['web/features/x/widget.tsx', '../y/other-widget', false],
    ['web/features/x/widget.tsx', '../y/y.css', false],
    ['web/features/x/widget.tsx', '../../components/form/form-fields', true],
    ['web/features/x/widget.tsx', '../../app/services-context', false],
    ['web/app/routes/comparison/result-route.tsx', '../../../features/x/widget', true],
    ['web/app/routes/comparison/result-route.tsx', '../../../features/y/other-widget', true],
    ['web/components/form/form-fields.tsx', '../button', true],
    ['web/components/button.tsx', '../features/x/widget', false],
    ['web/components/button.tsx', '../app/use-page', false],
    ['web/boot/banner-countdown.ts', '../features/campaign-banner/countdown-refresh', true],
    ['domain/x.ts', '../../outside', false],
  ])('%s → %s allowed: %s', (file, spec, allowed) => {
    expect(checkImport(file, spec) === null).toBe(allowed);
  });
});
