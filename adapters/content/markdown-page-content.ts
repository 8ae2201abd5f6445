import { Lexer, Parser, type Token } from 'marked';
import { parse as parseYaml } from 'yaml';
import { resolveFigureTokens } from '../../domain/content/figure-tokens';
import {
  FAQ_HEADING,
  FRONT_MATTER_KEYS,
  MIN_FAQ_ITEMS,
  MIN_SECTIONS,
  type PageContent,
  type PageContentError,
} from '../../domain/pages/page-content';
import { pageByPath } from '../../domain/pages/page-registry';
import { pageDescriptionOf } from '../../domain/pages/search-descriptions';
import { err, ok, type Result } from '../../domain/result';

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

const fail = (file: string, why: string): Result<PageContent, PageContentError> =>
  err({ kind: 'content/invalid', message: `${file}: ${why}` });

const render = (tokens: Token[]): string => Parser.parse(tokens).trim();

/**
 * Parses a content file: YAML front matter (path, related), an introduction,
 * at least three `##` sections and a `## Häufige Fragen` part with at least three `###` questions.
 * Figures are written as `{{token}}` (domain/content/figure-tokens.ts) and resolved here. The
 * heading and meta description come from domain/pages/, the one source of page texts; a file
 * that carries its own is refused, so the two can never differ again.
 */
export const parsePageContent = (
  file: string,
  source: string,
): Result<PageContent, PageContentError> => {
  const resolved = resolveFigureTokens(source.replace(/\r\n/g, '\n'));
  if (!resolved.ok) return fail(file, resolved.error.message);
  const text = resolved.value;
  const front = FRONT_MATTER.exec(text);
  if (front === null) return fail(file, 'front matter (--- … ---) fehlt');
  const meta: unknown = parseYaml(front[1] ?? '');
  if (typeof meta !== 'object' || meta === null) return fail(file, 'front matter ist kein Objekt');
  const foreign = Object.keys(meta).filter(
    (key) => !(FRONT_MATTER_KEYS as readonly string[]).includes(key),
  );
  if (foreign.length > 0) {
    return fail(
      file,
      `front matter kennt nur ${FRONT_MATTER_KEYS.join(' und ')}; ${foreign.join(', ')} ${
        foreign.length === 1 ? 'gehört' : 'gehören'
      } nicht hinein (Überschrift und Beschreibung stehen in domain/pages/)`,
    );
  }
  const { path, related } = meta as Record<string, unknown>;
  const page = typeof path === 'string' ? pageByPath(path) : null;
  if (typeof path !== 'string' || page === null)
    return fail(file, `path ${String(path)} ist keine Seite der Registry`);
  const relatedPaths = Array.isArray(related) ? related : [];
  const unknownRelated = relatedPaths.filter(
    (p) => typeof p !== 'string' || pageByPath(p) === null,
  );
  if (relatedPaths.length === 0 || unknownRelated.length > 0) {
    return fail(
      file,
      `related braucht Pfade der Registry (unbekannt: ${unknownRelated.join(', ')})`,
    );
  }
  const body = text.slice(front[0].length);

  const intro: Token[] = [];
  const sections: { heading: string; tokens: Token[] }[] = [];
  const faq: { question: string; tokens: Token[] }[] = [];
  let inFaq = false;
  for (const token of Lexer.lex(body)) {
    if (token.type === 'html') return fail(file, 'rohes HTML ist nicht erlaubt (nur Markdown)');
    if (token.type === 'heading' && token.depth === 2) {
      inFaq = token.text.trim() === FAQ_HEADING;
      if (!inFaq) sections.push({ heading: token.text.trim(), tokens: [] });
      continue;
    }
    if (inFaq && token.type === 'heading' && token.depth === 3) {
      faq.push({ question: token.text.trim(), tokens: [] });
      continue;
    }
    if (token.type === 'space') continue;
    const target = inFaq ? faq.at(-1)?.tokens : (sections.at(-1)?.tokens ?? intro);
    if (target === undefined) return fail(file, 'Text nach „Häufige Fragen“ vor der ersten Frage');
    target.push(token);
  }
  if (render(intro) === '') return fail(file, 'Einleitung fehlt');
  if (sections.length < MIN_SECTIONS)
    return fail(file, `mindestens ${MIN_SECTIONS} Abschnitte nötig, gefunden ${sections.length}`);
  if (faq.length < MIN_FAQ_ITEMS)
    return fail(file, `mindestens ${MIN_FAQ_ITEMS} Fragen nötig, gefunden ${faq.length}`);
  const empty = [
    ...sections.filter((s) => render(s.tokens) === '').map((s) => s.heading),
    ...faq.filter((f) => render(f.tokens) === '').map((f) => f.question),
  ];
  if (empty.length > 0) return fail(file, `leer: ${empty.join(', ')}`);

  return ok({
    path,
    h1: page.heading,
    description: pageDescriptionOf(page),
    introHtml: render(intro),
    sections: sections.map((s) => ({ heading: s.heading, html: render(s.tokens) })),
    faq: faq.map((f) => ({ question: f.question, answerHtml: render(f.tokens) })),
    related: relatedPaths as string[],
  });
};
