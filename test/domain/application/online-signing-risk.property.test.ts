import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type OnlineSigningDecision,
  onlineSigningDecision,
} from '../../../domain/application/online-signing-risk';
import { COUNTRIES, countryByIsoCode, isRiskCountry } from '../../../domain/countries/country';

const country = fc.constantFrom(...COUNTRIES);
const input = fc.record({
  nationality: country,
  countryOfResidence: country,
  politicallyExposed: fc.boolean(),
});

const kindsOf = (decision: OnlineSigningDecision): string[] =>
  decision.allowed ? [] : decision.reasons.map((r) => r.kind);

describe('onlineSigningDecision properties', () => {
  it('refuses exactly when a risk flag or PEP is present, naming each reason', () => {
    fc.assert(
      fc.property(input, (i) => {
        const decision = onlineSigningDecision(i);
        const expected = [
          ...(isRiskCountry(i.nationality) ? ['risk/nationality'] : []),
          ...(isRiskCountry(i.countryOfResidence) ? ['risk/residence'] : []),
          ...(i.politicallyExposed ? ['risk/politically-exposed'] : []),
        ];
        expect(decision.allowed).toBe(expected.length === 0);
        expect(kindsOf(decision)).toEqual(expected);
        if (!decision.allowed) {
          for (const reason of decision.reasons) expect(reason.message).toMatch(/[a-zäöüß]/);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('a PEP is always refused, whatever the countries', () => {
    fc.assert(
      fc.property(country, country, (nationality, countryOfResidence) => {
        const decision = onlineSigningDecision({
          nationality,
          countryOfResidence,
          politicallyExposed: true,
        });
        expect(decision.allowed).toBe(false);
      }),
    );
  });
});

describe('onlineSigningDecision examples', () => {
  const of = (code: string) => {
    const c = countryByIsoCode(code);
    if (c === null) throw new Error(code);
    return c;
  };

  it('lets a German without risk sign online', () => {
    expect(
      onlineSigningDecision({
        nationality: of('DE'),
        countryOfResidence: of('DE'),
        politicallyExposed: false,
      }),
    ).toEqual({ allowed: true });
  });

  it('names the country and its list in plain German', () => {
    const decision = onlineSigningDecision({
      nationality: of('IR'),
      countryOfResidence: of('DE'),
      politicallyExposed: false,
    });
    expect(decision).toEqual({
      allowed: false,
      reasons: [
        {
          kind: 'risk/nationality',
          message:
            'Iran, das Land Ihrer Staatsangehörigkeit, steht auf einer Liste der Länder mit erhöhtem Geldwäscherisiko (FATF; EU-Liste der Drittländer mit hohem Risiko, die die BaFin anwendet).',
        },
      ],
    });
  });
});
