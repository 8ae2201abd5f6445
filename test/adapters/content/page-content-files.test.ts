import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { parsePageContent } from '../../../adapters/content/markdown-page-content';
import { PAGES, pageByPath } from '../../../domain/pages/page-registry';
import { pageDescriptionOf } from '../../../domain/pages/search-descriptions';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const CONTENT = path.join(ROOT, 'content/pages');
const files = readdirSync(CONTENT, { recursive: true, encoding: 'utf8' }).filter((f) =>
  f.endsWith('.md'),
);

describe('the page content files (content/pages)', () => {
  it.each(files)('%s parses, and its path matches the file name', (file) => {
    const result = parsePageContent(file, readFileSync(path.join(CONTENT, file), 'utf8'));
    if (!result.ok) throw new Error(result.error.message);
    const expected = `/${file.replace(/\.md$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '');
    expect(result.value.path).toBe(expected);
    expect(result.value.related).not.toContain(result.value.path);
  });

  it.each(files)('%s leaves heading and description to the page registry', (file) => {
    const source = readFileSync(path.join(CONTENT, file), 'utf8');
    const front = /^---\n([\s\S]*?)\n---\n/.exec(source)?.[1] ?? '';
    const keys = Object.keys(parseYaml(front) as Record<string, unknown>);
    expect(keys.filter((key) => !['path', 'related'].includes(key))).toEqual([]);
    // Nor does the body open with a heading of its own: the H1 is the registry's.
    expect(source.slice(source.indexOf('\n---\n') + 5)).not.toMatch(/^\s*# /m);
    const result = parsePageContent(file, source);
    if (!result.ok) throw new Error(result.error.message);
    const page = pageByPath(result.value.path);
    expect(result.value.h1).toBe(page?.heading);
    expect(result.value.description).toBe(page === null ? null : pageDescriptionOf(page));
  });
});

describe('content coverage (issue 5: every content and ad landing page has real content)', () => {
  it('has a content file for every content, landing and sub-landing page of the registry', () => {
    const written = new Set(
      files.map((f) => `/${f.replace(/\.md$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '')),
    );
    const missing = PAGES.filter((p) => ['content', 'landing', 'subLanding'].includes(p.kind))
      .map((p) => p.path)
      .filter((p) => !written.has(p));
    expect(missing).toEqual([]);
  });
});
