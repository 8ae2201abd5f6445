import { between, chance, random } from './seeded-random.mjs';
import { roughEffectiveCosts } from './tariff-values.mjs';

export const feature = (result, explanation) => ({ result, explanation });
export const flexible = (text) =>
  chance(0.7)
    ? feature('positive', `${text} ist möglich.`)
    : chance(0.5)
      ? feature('negative', `${text} ist nicht vorgesehen.`)
      : feature(
          'noData',
          `Keine Angaben des Versicherers dazu, ob ${text.charAt(0).toLowerCase()}${text.slice(1)} möglich ist.`,
        );

export const featuresOf = (kind, t) => {
  const maxLevel = Math.max(...t.beitragsGarantieLevels);
  const factor67 =
    t.rentenfaktor.find((e) => e.guaranteePeriod === 0 && e.fromAge >= 65)?.current ??
    t.rentenfaktor[0].current;
  const ruerup = kind.products.includes('ruerup');
  const longestPeriod = Math.max(...t.rentenfaktor.map((e) => e.guaranteePeriod));
  const tax = kind.products.includes('riester')
    ? 'Staatliche Zulagen und Sonderausgabenabzug bis 2.100 € im Jahr (§ 10a EStG).'
    : ruerup
      ? 'Beiträge bis zum Höchstbetrag als Sonderausgaben absetzbar (§ 10 EStG).'
      : 'Bei lebenslanger Rente wird nur der Ertragsanteil besteuert (§ 22 EStG).';
  return {
    beitragsgarantie:
      maxLevel > 0
        ? feature(
            'positive',
            `Beitragsgarantie bis ${maxLevel} % der eingezahlten Beiträge wählbar.`,
          )
        : feature('negative', 'Keine Garantie auf die eingezahlten Beiträge.'),
    rentenfaktor:
      factor67 >= 27
        ? feature(
            'positive',
            `Aktueller Rentenfaktor von ${factor67.toFixed(2).replace('.', ',')} € je 10.000 € Kapital – über dem Marktdurchschnitt.`,
          )
        : feature(
            'negative',
            `Aktueller Rentenfaktor von ${factor67.toFixed(2).replace('.', ',')} € je 10.000 € Kapital – unter dem Marktdurchschnitt.`,
          ),
    chancen_risiko_klasse: feature(
      'positive',
      `Chancen-Risiko-Klasse ${kind.invest === 'klassisch' ? 1 : kind.funds === 'etf' && maxLevel === 0 ? 4 : 3} laut Produktinformationsblatt.`,
    ),
    steuervorteil_foerderung: feature('positive', tax),
    leistung_tod_vor_rentenbeginn:
      t.deathBenefitOptions.includes('keine') && t.deathBenefitOptions.length === 1
        ? feature('negative', 'Bei Tod vor Rentenbeginn wird keine Leistung fällig.')
        : feature(
            'positive',
            'Bei Tod vor Rentenbeginn wird das Guthaben oder die Summe der Beiträge ausgezahlt.',
          ),
    leistung_tod_nach_rentenbeginn: feature(
      'positive',
      `Eine Rentengarantiezeit von bis zu ${longestPeriod} Jahren ist wählbar.`,
    ),
    kapitalentnahme: ruerup
      ? feature(
          'negative',
          'Bei der Basisrente ist eine Kapitalauszahlung gesetzlich ausgeschlossen.',
        )
      : feature(
          'positive',
          kind.products.includes('riester')
            ? 'Bis zu 30 % des Kapitals können zu Rentenbeginn ausgezahlt werden.'
            : 'Das Kapital kann zu Rentenbeginn ganz oder teilweise ausgezahlt werden.',
        ),
    fondsauswahl:
      kind.funds === null
        ? feature('negative', 'Keine Fondsanlage: die Beiträge fließen in das Sicherungsvermögen.')
        : feature('positive', `Auswahl aus ${Math.round(between(20, 120))} Fonds.`),
    etf_auswahl: t.etfSelection
      ? feature('positive', 'Kostengünstige ETFs sind wählbar.')
      : feature('negative', 'Keine ETFs im Fondsangebot.'),
    beitragsdynamik: flexible('Eine jährliche Beitragsdynamik'),
    beitragserhoehung: flexible('Eine Beitragserhöhung ohne Gesundheitsprüfung'),
    zuzahlung: flexible('Eine Zuzahlung während der Laufzeit'),
    beitragsfreistellung: flexible('Eine Beitragsfreistellung'),
    rentenbeginn_aendern: flexible('Ein früherer oder späterer Rentenbeginn'),
    anpassungsmoeglichkeiten: flexible('Ein Wechsel der Garantie während der Laufzeit'),
    finanzstabilitaet: feature(
      t.insurer.stability <= 2.2 ? 'positive' : 'negative',
      t.insurer.stability <= 2.2
        ? 'Der Versicherer ist finanziell sehr solide aufgestellt.'
        : 'Die Finanzkraft des Versicherers liegt unter dem Durchschnitt.',
    ),
    kundenorientierung: feature(
      t.insurer.service <= 2.4 ? 'positive' : 'noData',
      t.insurer.service <= 2.4
        ? 'Wenige Beschwerden und gut erreichbarer Kundenservice.'
        : 'Zur Kundenorientierung liegen uns keine belastbaren Angaben vor.',
    ),
    kapitalgarantie:
      maxLevel === 100
        ? feature('positive', 'Die Summe der Beiträge ist zu Rentenbeginn garantiert.')
        : feature('negative', 'Keine volle Garantie der Beiträge zu Rentenbeginn.'),
    kapitalschutz_fuer_Erben: t.deathBenefitOptions.includes('guthaben')
      ? feature('positive', 'Das Guthaben geht bei Tod an die Hinterbliebenen.')
      : feature('negative', 'Bei Tod geht das Kapital nicht an die Erben.'),
    effektivkosten:
      roughEffectiveCosts(t.costs) < 0.01
        ? feature('positive', 'Die Kosten mindern die Rendite nur wenig.')
        : feature('negative', 'Die Kosten mindern die Rendite deutlich.'),
    rentengarantiezeit: feature(
      'positive',
      `Rentengarantiezeit von 0 bis ${longestPeriod} Jahren in Schritten von 5 Jahren wählbar; je länger, desto niedriger die Rente.`,
    ),
  };
};

export const sustainabilityOf = (kind) => {
  if (kind.funds === null) {
    return {
      greenFunds: false,
      sustainabilityType: 'any',
      sustainability: {
        result: 'notRelevant',
        value: 'Durchschnittlich',
        explanation:
          'Keine Fondsanlage: die Nachhaltigkeit der Fonds spielt für diesen Tarif keine Rolle.',
      },
    };
  }
  const type = ['euStrict', 'euSoft', 'esgStrict', 'esgSoft', 'any'][Math.floor(random() * 5)];
  const value = {
    euStrict: 'Exzellent',
    euSoft: 'Gut',
    esgStrict: 'Gut',
    esgSoft: 'Durchschnittlich',
    any: 'Unterdurchschnittlich',
  }[type];
  const text = {
    Exzellent: 'Fonds nach Artikel 9 der EU-Offenlegungsverordnung wählbar.',
    Gut: 'Viele Fonds berücksichtigen ökologische und soziale Merkmale (Artikel 8).',
    Durchschnittlich: 'Einige Fonds berücksichtigen ESG-Kriterien.',
    Unterdurchschnittlich: 'Kaum nachhaltige Fonds im Angebot.',
  }[value];
  return {
    greenFunds: type !== 'any',
    sustainabilityType: type,
    sustainability: {
      result: value === 'Unterdurchschnittlich' ? 'negative' : 'positive',
      value,
      explanation: text,
    },
  };
};
