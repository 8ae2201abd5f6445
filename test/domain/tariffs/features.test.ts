import { describe, expect, it } from 'vitest';
import {
  isTariffFeatureName,
  TARIFF_FEATURE_LABELS,
  TARIFF_FEATURE_NAMES,
} from '../../../domain/tariffs/features';

describe('tariff feature names', () => {
  it('has 22 unique names including those the spec spells out', () => {
    expect(TARIFF_FEATURE_NAMES).toHaveLength(22);
    expect(new Set(TARIFF_FEATURE_NAMES).size).toBe(22);
    for (const name of [
      'beitragsgarantie',
      'rentenfaktor',
      'chancen_risiko_klasse',
      'steuervorteil_foerderung',
      'leistung_tod_vor_rentenbeginn',
      'leistung_tod_nach_rentenbeginn',
      'kapitalentnahme',
      'fondsauswahl',
      'beitragsdynamik',
      'beitragserhoehung',
      'zuzahlung',
      'beitragsfreistellung',
      'anpassungsmoeglichkeiten',
      'finanzstabilitaet',
      'kundenorientierung',
      'kapitalgarantie',
      'kapitalschutz_fuer_Erben',
    ]) {
      expect(isTariffFeatureName(name)).toBe(true);
    }
    expect(isTariffFeatureName('kapitalschutz_fuer_erben')).toBe(false);
  });

  it('has a German label for every name', () => {
    expect(Object.keys(TARIFF_FEATURE_LABELS)).toEqual([...TARIFF_FEATURE_NAMES]);
    expect(TARIFF_FEATURE_LABELS.kapitalschutz_fuer_Erben).toBe('Kapitalschutz für Erben');
    expect(TARIFF_FEATURE_LABELS.finanzstabilitaet).toBe('Finanzstabilität');
  });
});
