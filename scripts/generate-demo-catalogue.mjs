// Generates the demo tariff catalogue adapters/catalogue/demo-catalogue.json: fictional insurers,
// values inside the ranges real tariffs show (FIGURES.md "Private pension insurance"). Seeded and
// deterministic: the same script always writes the same file. Grades come from domain/tariffs/grade.ts
// and the result is checked by the catalogue parser before it is written.
// Usage: node scripts/generate-demo-catalogue.mjs
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import {
  ALWAYS_A,
  ALWAYS_B,
  COVERAGE_KINDS,
  INSURERS,
  PROMOTED_INSURER,
  ROTATING,
} from './demo-catalogue/insurers-and-kinds.mjs';
import { chance, rate } from './demo-catalogue/seeded-random.mjs';
import { featuresOf, sustainabilityOf } from './demo-catalogue/tariff-features.mjs';
import {
  beneficiariesOf,
  capitalProtectionOf,
  costsOf,
  deathBenefitOf,
  documentsOf,
  limitsOf,
  rentenfaktorOf,
  roughEffectiveCosts,
  slug,
} from './demo-catalogue/tariff-values.mjs';

const OUT = 'adapters/catalogue/demo-catalogue.json';

// The domain code (TypeScript) bundled on the fly, so grades and checks are the app's own.
const bundled = await build({
  stdin: {
    contents: `export { gradeFromScores } from './domain/tariffs/grade';
      export { parseTariffCatalogue } from './domain/tariffs/catalogue-parser';
      export { formatCatalogueError } from './domain/tariffs/catalogue-error';`,
    resolveDir: '.',
    loader: 'ts',
  },
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'node',
});
const domain = await import(
  `data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`
);

/** One tariff of an insurer for a kind, its grade formed by domain/tariffs/grade.ts. */
const tariffOf = (insurer, kind) => {
  const id = `${slug(insurer.name)}-${kind.slug}`;
  const costs = costsOf(kind);
  const levels = kind.levels;
  const death = deathBenefitOf(kind, insurer);
  const deathBenefitOptions = death.options;
  const base = {
    insurer,
    beitragsGarantieLevels: levels,
    costs,
    deathBenefitOptions,
    etfSelection: kind.funds === 'etf',
    rentenfaktor: rentenfaktorOf(kind),
  };
  const features = featuresOf(kind, base);
  const { greenFunds, sustainabilityType, sustainability } = sustainabilityOf(kind);
  const flexibility = [
    'beitragsdynamik',
    'beitragserhoehung',
    'zuzahlung',
    'beitragsfreistellung',
    'rentenbeginn_aendern',
    'anpassungsmoeglichkeiten',
    'kapitalentnahme',
  ].filter((n) => features[n].result === 'positive').length;
  const factor =
    base.rentenfaktor.find((e) => e.guaranteePeriod === 0 && e.fromAge >= 65)?.current ?? 27;
  const onlineContract = chance(0.6);
  const grade = domain.gradeFromScores({
    effektivkosten: 1 + ((roughEffectiveCosts(costs) - 0.003) / 0.022) * 4,
    rentenfaktor: 1 + ((32 - factor) / 8) * 4 - (Math.max(...levels) >= 80 ? 0.3 : 0),
    flexibilitaet: 1 + (7 - flexibility) * (4 / 7),
    finanzstabilitaet: insurer.stability,
    kundenorientierung: insurer.service - (onlineContract ? 0.3 : 0),
    nachhaltigkeit: { Exzellent: 1, Gut: 2, Durchschnittlich: 3, Unterdurchschnittlich: 4.5 }[
      sustainability.value
    ],
  });
  return {
    id,
    insurerId: insurer.id,
    insurerName: insurer.name,
    tariffName: kind.name,
    productTypes: kind.products,
    investmentType: kind.invest,
    grade,
    features,
    sustainability,
    sustainabilityType,
    capitalProtection: capitalProtectionOf(Math.max(...levels)),
    onlineContract,
    etfSelection: base.etfSelection,
    greenFunds,
    excellentCustomizations: flexibility >= 6,
    costs,
    // A guarantee fund's guarantee part earns interest like a hybrid's cover stock.
    guaranteedInterest:
      kind.invest === 'fondsgebunden' && kind.guaranteeFund !== true ? 0 : rate(0.0025, 0.01),
    assumedFundReturn: kind.invest === 'klassisch' ? 0 : kind.funds === 'etf' ? 0.06 : 0.05,
    beitragsGarantieLevels: levels,
    rentenfaktor: base.rentenfaktor,
    limits: limitsOf(kind),
    deathBenefitOptions,
    deathBenefitFactors: death.factors,
    beneficiaryOptions: beneficiariesOf(kind),
    documents: documentsOf(id, kind),
    promotion: insurer.id === PROMOTED_INSURER ? 'inflationPremium' : null,
  };
};

// Every insurer: the two fund tariffs plus two or three rotating kinds, so all kinds occur.
const tariffs = INSURERS.flatMap((insurer, k) => {
  const rotating = [
    ROTATING[k % 8],
    ROTATING[(k + 3) % 8],
    ...(k % 3 === 0 ? [ROTATING[(k + 5) % 8]] : []),
  ];
  return [ALWAYS_A, ALWAYS_B, ...rotating].map((kind) => tariffOf(insurer, kind));
});
// The kinds that make every product × investment type × guarantee level meet a tariff (issue 32,
// finding 3), two insurers each; drawn after all others so the seeded values above stay as they were.
COVERAGE_KINDS.forEach((kind, j) => {
  for (const k of [(2 * j + 1) % INSURERS.length, (2 * j + 8) % INSURERS.length]) {
    tariffs.push(tariffOf(INSURERS[k], kind));
  }
});
const catalogue = { demo: true, tariffs };

const parsed = domain.parseTariffCatalogue(catalogue);
if (!parsed.ok) {
  for (const error of parsed.error) console.error(domain.formatCatalogueError(error));
  process.exit(1);
}
writeFileSync(OUT, `${JSON.stringify(catalogue, null, 2)}\n`);
execFileSync('node_modules/.bin/biome', ['format', '--write', OUT], { stdio: 'ignore' });
console.log(`${OUT}: ${tariffs.length} Tarife von ${INSURERS.length} Versicherern`);
