import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePageContent } from '../../../adapters/content/markdown-page-content';

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
});
