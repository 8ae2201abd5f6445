import PDFDocument from 'pdfkit';
import { Temporal } from 'temporal-polyfill';
import { afterAll, bench, describe } from 'vitest';
import { DEMO_CATALOGUE_FILE } from '../../adapters/catalogue/catalogue-location';
import { FileTariffCatalogue } from '../../adapters/catalogue/file-tariff-catalogue.adapter';
import { PdfkitDocumentRenderer } from '../../adapters/pdf/pdfkit-document-renderer.adapter';
import {
  type ApplicationDocumentFacts,
  applicationDocumentModel,
} from '../../domain/application/application-document-content';
import { applicationTariffDetails } from '../../domain/application/application-tariff';
import { SAMPLE_CHOICE, SAMPLE_FORM } from '../fixtures/application/sample-application';
import { pdfText } from '../support/pdf-text';
import { measureSubmissions } from './application-submissions';
import { loadAverageLine, median, medianMsAsync } from './measure';

// Benchmark of the application's two budgets, each as a ratio to a peer measured in the same run.
// (a) The customer's application PDF ("Ihr Antrag": its document model from the sample
//     application and the demo tariff, rendered by the pdfkit adapter) against a one-page A4 PDF
//     made with pdfkit alone: the title, then running text in the adapter's layout (same
//     margins, Helvetica 10 pt, one `text` call over the page's width) filling the page down to
//     its bottom margin, with the same document options (compression on, pdfkit's default),
//     both collected into bytes. The budget reads "the application costs at most two pages";
//     a page with a title and one line would measure pdfkit's fixed cost per document (two font
//     metrics parsed, the catalogue and the file written), not a page, so that ratio is printed
//     as information only, with the cost of compression. Goal: at most 2× the full page's time.
// (b) Submitting an application: POST /api/applications against POST /api/bpm on the same built
//     server, and the server's CPU time per application all-in (application-submissions.ts).
// No timed assertion: the ratios are printed (`ratio:` lines), as in the other benchmarks.

const PDF_ROUNDS = 9;

// The fixture's day: its application is checked against the tariff as of 15 March 2026.
const AT = Temporal.Instant.from('2026-03-15T10:00:00Z');

const applicationFacts = async (): Promise<ApplicationDocumentFacts> => {
  const catalogue = await new FileTariffCatalogue(DEMO_CATALOGUE_FILE).load();
  if (!catalogue.ok) throw new Error(catalogue.error.message);
  const details = applicationTariffDetails(catalogue.value, SAMPLE_CHOICE, AT);
  if (!details.ok) throw new Error(details.error.message);
  return {
    reference: 'RK-2026-BENCH001',
    form: SAMPLE_FORM,
    choice: SAMPLE_CHOICE,
    details: details.value,
    demo: catalogue.value.demo,
    date: '2026-03-15',
  };
};

const renderer = new PdfkitDocumentRenderer();
const facts = await applicationFacts();
const created = new Date('2026-03-15T00:00:00Z');

/** What the application documents use case does for the application: model, then PDF. */
const applicationPdf = (): Promise<Uint8Array> =>
  renderer.render(applicationDocumentModel('antrag', facts));

// For the report only: the application PDF of a new applicant each time (name, account holder,
// reference and address never drawn before), since the adapter shapes each word once per process
// (adapters/pdf/shaped-words.ts) and the repeated document above finds every word shaped.
let applicants = 0;
const newApplicantPdf = (): Promise<Uint8Array> => {
  applicants += 1;
  const n = applicants.toString(36);
  const [firstName, lastName] = [`Vorname${n}`, `Nachname${n}`];
  const { personal } = facts.form;
  return renderer.render(
    applicationDocumentModel('antrag', {
      ...facts,
      reference: `RK-2026-N${n.padStart(7, '0')}`,
      form: {
        ...facts.form,
        personal: {
          ...personal,
          firstName,
          lastName,
          address: { ...personal.address, street: `Weg${n}`, city: `Stadt${n}` },
        },
        accountHolder: `${firstName} ${lastName}`,
      },
    }),
  );
};

/** A4 with pdfkit alone, collected into bytes like the adapter does. */
const pdfkitAlone = (
  draw: (doc: PDFKit.PDFDocument) => void,
  compress = true,
): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      compress,
      info: { Title: 'Ihr Antrag', Creator: 'Rentenkompass', CreationDate: created },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });

const PARAGRAPH =
  'Die private Altersvorsorge ergänzt die gesetzliche Rente. Wer früh beginnt, profitiert länger vom Zinseszins; wer später beginnt, zahlt für dieselbe Rente höhere Beiträge. Dieser Absatz steht für eine Seite Fließtext im Layout der Antragsdokumente. ';

/** As many paragraphs as fill one A4 page below the title (measured once, with pdfkit). */
const fullPageText = await new Promise<string>((resolve) => {
  void pdfkitAlone((doc) => {
    doc.font('Helvetica-Bold').fontSize(18).text('Ihr Antrag');
    doc.font('Helvetica').fontSize(10);
    const width = doc.page.width - 2 * 56;
    const room = doc.page.maxY() - doc.y;
    let text = PARAGRAPH;
    while (doc.heightOfString(text + PARAGRAPH, { width }) < room) text += PARAGRAPH;
    resolve(text);
  });
});

/** The peer: one full A4 page of text with pdfkit alone. */
const onePagePdf = (compress = true): Promise<Uint8Array> =>
  pdfkitAlone((doc) => {
    doc.font('Helvetica-Bold').fontSize(18).text('Ihr Antrag');
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(fullPageText, { width: doc.page.width - 2 * 56 });
  }, compress);

/** For the report only: a page with a title and one line, pdfkit's fixed cost per document. */
const titlePagePdf = (): Promise<Uint8Array> =>
  pdfkitAlone((doc) => {
    doc.font('Helvetica-Bold').fontSize(18).text('Ihr Antrag');
    doc.font('Helvetica').fontSize(10).text('Rentenkompass, Demodaten: kein echtes Angebot.');
  });

// For the report only: the application's very text (every label, value and paragraph) as one
// flowing block on one page with pdfkit alone, which tells the text's own cost from the layout's.
const model = applicationDocumentModel('antrag', facts);
const sameText = [
  model.title,
  model.subtitle,
  ...model.sections.flatMap((s) => [
    s.heading,
    ...(s.rows ?? []).map(([label, value]) => `${label} ${value}`),
    ...(s.paragraphs ?? []),
  ]),
  model.footnote,
].join('\n');
const sameTextPdf = (): Promise<Uint8Array> =>
  pdfkitAlone((doc) => {
    doc.font('Helvetica-Bold').fontSize(18).text(model.title);
    doc.font('Helvetica').fontSize(10).text(sameText);
  });

const pageCount = async (bytes: Uint8Array): Promise<number> =>
  (await pdfText(bytes)).split('\n').length;

const measurePdf = async (): Promise<string[]> => {
  const [ours, peer, title] = [await applicationPdf(), await onePagePdf(), await titlePagePdf()];
  const [oursPages, peerPages] = [await pageCount(ours), await pageCount(peer)];
  if (peerPages !== 1) throw new Error(`the one-page PDF has ${peerPages} pages`);
  const textPages = await pageCount(await sameTextPdf());
  const cases = {
    own: applicationPdf,
    newApplicant: newApplicantPdf,
    page: (): Promise<Uint8Array> => onePagePdf(),
    pageUncompressed: (): Promise<Uint8Array> => onePagePdf(false),
    title: titlePagePdf,
    text: sameTextPdf,
  };
  const times = Object.fromEntries(Object.keys(cases).map((k) => [k, [] as number[]])) as Record<
    keyof typeof cases,
    number[]
  >;
  for (let round = 0; round < PDF_ROUNDS; round++) {
    for (const [name, make] of Object.entries(cases)) {
      times[name as keyof typeof cases].push(await medianMsAsync(make, 30, 5));
    }
  }
  const ms = (name: keyof typeof cases): number => median(times[name]);
  const kB = (bytes: Uint8Array): string => (bytes.byteLength / 1024).toFixed(1);
  return [
    `application PDF (median of ${PDF_ROUNDS} alternating rounds):`,
    `  "Ihr Antrag" (model + pdfkit adapter, ${oursPages} page(s), ${kB(ours)} kB)  ${ms('own').toFixed(2)} ms`,
    `  the same for a new applicant each time (name, address, reference not drawn before)  ${ms('newApplicant').toFixed(2)} ms`,
    `  one full A4 page of text, pdfkit alone (${fullPageText.length} characters, ${kB(peer)} kB)  ${ms('page').toFixed(2)} ms (uncompressed ${ms('pageUncompressed').toFixed(2)} ms)`,
    `  a page with a title and one line, pdfkit alone (${kB(title)} kB)  ${ms('title').toFixed(2)} ms`,
    `  the application's text as one block, pdfkit alone (${textPages} page)  ${ms('text').toFixed(2)} ms`,
    `ratio: application PDF / one full page of text: ${(ms('own') / ms('page')).toFixed(2)}× (goal ≤ 2×; rounds ${times.own.map((t, i) => (t / (times.page[i] ?? t)).toFixed(2)).join(', ')}; ${loadAverageLine()})`,
    `info: a new applicant's application PDF / one full page of text: ${(ms('newApplicant') / ms('page')).toFixed(2)}×`,
    `info: application PDF / a title-and-one-line page: ${(ms('own') / ms('title')).toFixed(2)}×; / its own text as one block: ${(ms('own') / ms('text')).toFixed(2)}×; compression adds ${((ms('page') / ms('pageUncompressed') - 1) * 100).toFixed(0)} % to the full page`,
  ];
};

let report: string[] = [];

describe('application PDF against a full page of text with pdfkit', () => {
  bench('"Ihr Antrag": document model + pdfkit adapter', async () => {
    await applicationPdf();
  });
  bench('one full page of text with pdfkit alone', async () => {
    await onePagePdf();
  });
});

describe('POST /api/applications against POST /api/bpm, and CPU per application (autocannon)', () => {
  bench(
    'submitting an application (store + outbox)',
    async () => {
      report = await measureSubmissions();
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});

afterAll(async () => {
  const pdf = await measurePdf();
  process.stdout.write(`\nApplication benchmark:\n${[...pdf, ...report].join('\n')}\n`);
}, 300_000);
