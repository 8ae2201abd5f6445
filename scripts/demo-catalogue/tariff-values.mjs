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
  const periods = GUARANTEE_PERIODS.filter((p) => p <= (kind.longestPeriod ?? 25));
  return ages.flatMap((age) =>
    periods.map((guaranteePeriod) => {
      const current = round(
        clamp(atStart + (age - ages[0]) * perYear - PERIOD_DEDUCTION[guaranteePeriod], 15, 45),
        2,
      );
      return {
        fromAge: age,
        guaranteePeriod,
        // The parser's floor of 15 €; clamping keeps the factors falling with the period.
        guaranteed: Math.max(15, round(current * guaranteedShare, 2)),
        current,
      };
    }),
  );
};

// Rentengarantiezeit: 0–25 years in steps of 5 (the choices of the investment step). The
// deduction from the factor (€ per 10,000 €) grows faster than the period, as the chance of
// paying a dead person's pension grows with age: 10 years cost about 2 %, 25 years about 15 %
// of a 67-year-old's factor (insurers' own tables show 1–3 % for 10 and 10–20 % for 25 years).
const GUARANTEE_PERIODS = [0, 5, 10, 15, 20, 25];
const PERIOD_DEDUCTION = { 0: 0, 5: 0.15, 10: 0.6, 15: 1.4, 20: 2.5, 25: 3.9 };

/**
 * The death benefit before the pension start (issue 32, finding 1): the options by product and
 * the factor each puts on the Rentenfaktor. The table is quoted for the fullest option (factor 1):
 * money a tariff pays to heirs is missing from the pensions of those who live, so without a death
 * benefit the pension is 3–5 % higher (the mortality gains of the saving phase stay in the
 * collective), with the premiums paid back 1 % higher; a Sofortrente without its
 * Kapitalrückgewähr 5–7 % higher. Deterministic per insurer, no random draws (so the seeded
 * values of every other field stay as they were).
 */
export const deathBenefitOf = (kind, insurer) => {
  const step = (insurer.id % 3) * 0.01;
  if (kind.products.includes('ruerup')) {
    return { options: ['keine', 'guthaben'], factors: { keine: 1.03 + step, guthaben: 1 } };
  }
  if (kind.products.includes('sofort')) {
    return {
      options: ['beitragsrueckgewaehr', 'keine'],
      factors: { beitragsrueckgewaehr: 1, keine: 1.05 + step },
    };
  }
  if (kind.products.includes('riester')) {
    // Riester: the balance goes to the heirs (a förderschädlich payout otherwise), no „keine“.
    return {
      options: ['beitragsrueckgewaehr', 'guthaben'],
      factors: { beitragsrueckgewaehr: 1.01, guthaben: 1 },
    };
  }
  return {
    options: ['beitragsrueckgewaehr', 'guthaben', 'keine'],
    factors: { beitragsrueckgewaehr: 1.01, guthaben: 1, keine: 1.03 + step },
  };
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
