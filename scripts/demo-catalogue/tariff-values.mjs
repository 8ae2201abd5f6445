import { between, chance, clamp, random, rate, round } from './seeded-random.mjs';

export const costsOf = (kind) => {
  if (kind.invest === 'klassisch') {
    return {
      acquisitionRate: rate(0.012, 0.025),
      premiumRate: rate(0.02, 0.06),
      balanceRate: rate(0.0005, 0.002),
      fixedPerYear: Math.round(between(0, 36)),
      fundTer: 0,
    };
  }
  const net = kind.funds === 'etf' && chance(0.35); // net tariffs: no acquisition costs
  const fundTer = kind.funds === 'etf' ? rate(0.001, 0.005) : rate(0.007, 0.015);
  return {
    acquisitionRate: net ? 0 : rate(0.015, 0.025),
    premiumRate: rate(0, net ? 0.02 : 0.05),
    balanceRate: rate(0.001, kind.funds === 'etf' ? 0.004 : 0.003),
    fixedPerYear: Math.round(between(0, 24)),
    fundTer,
  };
};

/** A rough reduction in yield from the costs (premium costs spread over about 15 years). */
export const roughEffectiveCosts = (c) =>
  c.fundTer + c.balanceRate + c.premiumRate / 15 + c.acquisitionRate / 8;

export const rentenfaktorOf = (kind) => {
  const sofort = kind.products.includes('sofort');
  const ages = sofort
    ? [60, 65, 70]
    : kind.products.some((p) => p === 'riester' || p === 'ruerup')
      ? [62, 65, 67]
      : [60, 62, 65, 67];
  const atStart = sofort ? between(30, 33) : between(22, 25.5);
  const perYear = sofort ? between(1.4, 1.7) : between(0.55, 0.8);
  const guaranteedShare = kind.invest === 'klassisch' ? between(0.88, 0.95) : between(0.8, 0.9);
  return ages.flatMap((age) =>
    [0, 10].map((guaranteePeriod) => {
      const current = round(
        clamp(atStart + (age - ages[0]) * perYear - guaranteePeriod * 0.06, 15, 45),
        2,
      );
      return {
        fromAge: age,
        guaranteePeriod,
        guaranteed: round(current * guaranteedShare, 2),
        current,
      };
    }),
  );
};

export const limitsOf = (kind) => {
  const single = kind.products.some((p) => p === 'sofort' || p === 's3einmalzahlung');
  const regular = kind.products.some((p) => p !== 'sofort' && p !== 's3einmalzahlung');
  const riester = kind.products.includes('riester');
  return {
    minMonthlyPayment: regular ? (riester ? 5 : [25, 30, 50][Math.floor(random() * 3)]) : 0,
    // Riester: 2,100 € a year including allowances (§ 10a EStG) → 175 € a month.
    maxMonthlyPayment: regular ? (riester ? 175 : [2500, 5000][Math.floor(random() * 2)]) : 0,
    minOneTimePayment: single ? [5000, 10000][Math.floor(random() * 2)] : riester ? 0 : 500,
    maxOneTimePayment: single
      ? 1000000
      : riester
        ? 0
        : kind.products.includes('ruerup')
          ? 60000
          : 500000,
  };
};

export const capitalProtectionOf = (maxLevel) =>
  maxLevel === 100
    ? 'sehr_gut'
    : maxLevel >= 80
      ? 'gut'
      : maxLevel >= 50
        ? 'befriedigend'
        : 'ausreichend';

export const beneficiariesOf = (kind) => {
  if (kind.products.includes('ruerup'))
    return [
      'spousePartnerAndChildren',
      'survivorPensionSpouse',
      'survivorPensionChildren',
      'survivorPensionSpouseAndChildren',
    ];
  if (kind.products.includes('riester'))
    return [
      'spousePartnerAndChildren',
      'spouseOrPartner',
      'children',
      'parentsEqualPartsHarmful',
      'heirsEqualPartsHarmful',
      'otherPersonHarmful',
    ];
  return [
    'spousePartnerAndChildren',
    'spouseAtDeath',
    'registeredPartner',
    'childrenEqualParts',
    'parentsEqualParts',
    'heirsEqualParts',
    'testamentaryHeirs',
    'otherPerson',
  ];
};

export const documentsOf = (id, kind) =>
  [
    ['Produktinformationsblatt', 'produktinformationsblatt'],
    ['Allgemeine Versicherungsbedingungen', 'versicherungsbedingungen'],
    ['Kosteninformation', 'kosteninformation'],
    ...(kind.funds === null
      ? []
      : [['Basisinformationsblatt der Fonds', 'basisinformationsblatt']]),
    ['Verbraucherinformation', 'verbraucherinformation'],
  ].map(([title, file]) => ({ title, fileName: `${id}-${file}.pdf` }));

export const slug = (text) =>
  text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
