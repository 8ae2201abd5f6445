import { describe, expect, it } from 'vitest';
import { parsePageContent } from '../../../adapters/content/markdown-page-content';

const page = (
  body: string,
  front = 'path: /riester-rente/foerderung\nrelated:\n  - /riester-rente/rechner\n',
): string => `---\n${front}---\n${body}`;

const BODY = `Die Einleitung mit **Fettdruck**.

## Zulagen
Die Grundzulage beträgt {{riester.basicAllowance}}.

## Steuervorteil
Text.

## Eigenbeitrag
- eins
- zwei

## Häufige Fragen
### Wer bekommt die Zulage?
Antwort eins.
### Wie hoch ist sie?
Antwort zwei.
### Wann kommt sie?
Antwort drei.
`;

describe('parsePageContent', () => {
  it('reads front matter, introduction, sections, FAQ and resolves figures', () => {
    const result = parsePageContent('x.md', page(BODY));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // Heading and description are domain/pages' (registry, search descriptions), their one source.
    expect(result.value.h1).toBe('Riester-Förderung: Zulagen und Steuervorteil im Überblick');
    expect(result.value.description).toBe(
      'Grundzulage, Kinderzulage, Berufseinsteigerbonus und Sonderausgabenabzug – so fördert der Staat Ihre Riester-Rente und so sichern Sie die volle Förderung.',
    );
    expect(result.value.introHtml).toBe('<p>Die Einleitung mit <strong>Fettdruck</strong>.</p>');
    expect(result.value.sections.map((s) => s.heading)).toEqual([
      'Zulagen',
      'Steuervorteil',
      'Eigenbeitrag',
    ]);
    expect(result.value.sections[0]?.html).toBe('<p>Die Grundzulage beträgt 175\u00a0€.</p>');
    expect(result.value.faq.map((f) => f.question)).toEqual([
      'Wer bekommt die Zulage?',
      'Wie hoch ist sie?',
      'Wann kommt sie?',
    ]);
    expect(result.value.related).toEqual(['/riester-rente/rechner']);
  });

  it.each([
    ['no front matter', BODY, /front matter/],
    [
      'an unknown path',
      page(BODY, 'path: /gibt-es-nicht\nrelated: [/riester-rente]\n'),
      /Registry/,
    ],
    [
      'an unknown related page',
      page(BODY, 'path: /riester-rente\nrelated: [/nope]\n'),
      /unbekannt: \/nope/,
    ],
    [
      'a heading in the front matter',
      page(BODY, 'path: /riester-rente\nh1: Riester\nrelated: [/riester-rente/rechner]\n'),
      /h1 gehört nicht hinein/,
    ],
    [
      'a title and a description in the front matter',
      page(
        BODY,
        'path: /riester-rente\ntitle: R\ndescription: Kurz.\nrelated: [/riester-rente/rechner]\n',
      ),
      /title, description gehören nicht hinein/,
    ],
    [
      'an unknown figure',
      page(BODY.replace('riester.basicAllowance', 'riester.bonus')),
      /Unbekannte Kennzahl: riester.bonus/,
    ],
    ['two sections only', page(BODY.replace('## Eigenbeitrag', '')), /mindestens 3 Abschnitte/],
    [
      'two questions only',
      page(BODY.replace('### Wann kommt sie?\nAntwort drei.\n', '')),
      /mindestens 3 Fragen/,
    ],
    ['raw HTML', page(BODY.replace('Text.', '<script>alert(1)</script>')), /rohes HTML/],
    [
      'no introduction',
      page(BODY.replace('Die Einleitung mit **Fettdruck**.', '')),
      /Einleitung fehlt/,
    ],
  ])('rejects %s', (_, source, message) => {
    const result = parsePageContent('x.md', source);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(message);
  });
});
