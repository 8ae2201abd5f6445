import fs from 'node:fs';
import path from 'node:path';
import type { PageContent } from '../../domain/pages/page-content';
import type { LoggerPort } from '../../ports/logger.port';
import { parsePageContent } from '../content/markdown-page-content';
import type { PageContentSource } from './ssr-contract';

/**
 * The written page content (content/pages/**.md), parsed once on first use and kept in memory:
 * the files change only with a deployment. A file that does not parse is logged and left out;
 * its page then shows its registry heading and description.
 */
export const markdownPageContent = (contentDir: string, logger: LoggerPort): PageContentSource => {
  let byPath: ReadonlyMap<string, PageContent> | null = null;
  const load = (): ReadonlyMap<string, PageContent> => {
    const pages = new Map<string, PageContent>();
    let files: string[] = [];
    try {
      files = fs
        .readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.md'));
    } catch (e) {
      logger.log('error', 'content: folder not readable', { contentDir, error: String(e) });
    }
    for (const file of files) {
      const parsed = parsePageContent(file, fs.readFileSync(path.join(contentDir, file), 'utf8'));
      if (parsed.ok) pages.set(parsed.value.path, parsed.value);
      else logger.log('error', 'content: file invalid', { file, error: parsed.error.message });
    }
    return pages;
  };
  return {
    contentOf(pagePath) {
      byPath ??= load();
      return byPath.get(pagePath) ?? null;
    },
  };
};
