import type { PageSeed } from './page-entry';

// SPEC §2: ad sub-landing pages under /rentenversicherung/sl/, /riester-rente/sl/ and
// /ruerup-rente/sl/, each with the seven common endings; Riester has two more. Every page has
// its own heading and description, written for what its content says (not one template).

const RENTENVERSICHERUNG_SEEDS: readonly PageSeed[] = [
  [
    '/rentenversicherung/sl/rentenluecke-schliessen',
    'Rentenlücke schließen mit einer privaten Rentenversicherung',
    'So schließen Sie Ihre Rentenlücke mit einer privaten Rentenversicherung: lebenslange Zusatzrente, flexibler Beitrag – jetzt Tarife kostenlos vergleichen.',
  ],
  [
    '/rentenversicherung/sl/fuer-wen-sinnvoll',
    'Für wen ist eine private Rentenversicherung sinnvoll?',
    'Für wen sich eine private Rentenversicherung lohnt, wann andere Vorsorge besser passt und worauf Sie beim Vergleich der Tarife achten sollten.',
  ],
  [
    '/rentenversicherung/sl/online-vergleichen',
    'Rentenversicherung online vergleichen: Tarife im Überblick',
    'Rentenversicherung online vergleichen: Angaben in wenigen Minuten, Tarife nach Kosten, Garantien und Nachhaltigkeit filtern – kostenlos und unverbindlich.',
  ],
  [
    '/rentenversicherung/sl/rechner',
    'Rentenversicherungsrechner: Beitrag und spätere Rente berechnen',
    'Berechnen Sie Beitrag und spätere Rente Ihrer privaten Rentenversicherung: garantierte und mögliche Rente, Rentenfaktor und Beispielrechnung erklärt.',
  ],
  [
    '/rentenversicherung/sl/online-abschliessen',
    'Rentenversicherung online abschließen: einfach und sicher',
    'Ihre private Rentenversicherung online abschließen: vom Vergleich über Antrag und Identifizierung bis zum Versicherungsschein – mit 30 Tagen Widerrufsrecht.',
  ],
  [
    '/rentenversicherung/sl/tuev',
    'Rentenversicherung: TÜV-geprüfter Vergleich – was dahintersteckt (Demo)',
    'Woran Sie einen vertrauenswürdigen Rentenversicherungs-Vergleich erkennen – und warum das TÜV-Siegel im Demoportal Rentenkompass nur ein Beispiel ist.',
  ],
  [
    '/rentenversicherung/sl/steuern-sparen',
    'Rentenversicherung: Steuern sparen in Anspar- und Rentenphase',
    'Steuervorteile der privaten Rentenversicherung: steuerfreies Wachstum, nur Ertragsanteil auf die Rente, halbe Besteuerung bei Kapitalauszahlung.',
  ],
];

const RIESTER_SEEDS: readonly PageSeed[] = [
  [
    '/riester-rente/sl/rentenluecke-schliessen',
    'Rentenlücke schließen mit der Riester-Rente',
    'Wie die Riester-Rente mit staatlichen Zulagen und Steuervorteil Ihre Rentenlücke verkleinert – und wo ihre Grenzen liegen. Jetzt Tarife kostenlos vergleichen.',
  ],
  [
    '/riester-rente/sl/fuer-wen-sinnvoll',
    'Für wen ist die Riester-Rente sinnvoll?',
    'Wer für die Riester-Rente förderberechtigt ist, für wen sie sich besonders lohnt, wann sie weniger passt und worauf Sie beim Vergleich achten sollten.',
  ],
  [
    '/riester-rente/sl/online-vergleichen',
    'Riester-Rente online vergleichen: Tarife und Förderung im Überblick',
    'Riester-Rente online vergleichen: Zulagen und Eigenbeitrag automatisch berechnen, Tarife nach Kosten, Garantie und Anlage prüfen – kostenlos und unverbindlich.',
  ],
  [
    '/riester-rente/sl/rechner',
    'Riester-Rechner: Eigenbeitrag, Zulagen und Rente berechnen',
    'Mit dem Riester-Rechner ermitteln Sie Ihren Eigenbeitrag für die volle Förderung, Ihre Zulagen, den Steuervorteil und die mögliche Rente.',
  ],
  [
    '/riester-rente/sl/online-abschliessen',
    'Riester-Rente online abschließen: Antrag, Zulagenantrag, fertig',
    'Riester-Rente online abschließen: die nötigen Unterlagen, den Zulagenantrag gleich mit erledigen – und warum sich ein Abschluss vor Jahresende lohnt.',
  ],
  [
    '/riester-rente/sl/tuev',
    'Riester-Rente: TÜV-geprüfter Vergleich – worauf es ankommt (Demo)',
    'Was einen Riester-Vergleich vertrauenswürdig macht, was Zertifizierung und Prüfsiegel bedeuten – und warum das Siegel bei Rentenkompass nur ein Beispiel ist.',
  ],
  [
    '/riester-rente/sl/steuern-sparen',
    'Riester-Rente: Steuern sparen mit dem Sonderausgabenabzug',
    'So sparen Sie mit der Riester-Rente Steuern: Sonderausgabenabzug, Günstigerprüfung, Anlage AV – und wie die Riester-Rente im Alter versteuert wird.',
  ],
  [
    '/riester-rente/sl/foerderung-sichern',
    'Riester-Förderung sichern: fünf Regeln für die volle Förderung',
    'So sichern Sie sich die volle Riester-Förderung und behalten sie bis zur Rente: Beitrag prüfen, Zulagen beantragen, Rückforderungen vermeiden.',
  ],
  [
    '/riester-rente/sl/zulagen-sichern',
    'Riester-Zulagen sichern: Grundzulage, Kinderzulage und Bonus',
    'Grundzulage, Kinderzulagen und Berufseinsteigerbonus für Ihre Riester-Rente: wer sie erhält, wie Sie sie beantragen und welche Fristen gelten.',
  ],
];

const RUERUP_SEEDS: readonly PageSeed[] = [
  [
    '/ruerup-rente/sl/rentenluecke-schliessen',
    'Rentenlücke schließen mit der Rürup-Rente',
    'Wie die Rürup-Rente Ihre Rentenlücke schließt und das Finanzamt über den Steuervorteil mitbezahlt – besonders für Selbstständige und Gutverdiener.',
  ],
  [
    '/ruerup-rente/sl/fuer-wen-sinnvoll',
    'Für wen ist die Rürup-Rente sinnvoll?',
    'Für wen sich die Rürup-Rente lohnt – Selbstständige, Gutverdiener, Beamte, Sparer kurz vor der Rente – und wann sie nicht passt. Mit Tipps für den Vergleich.',
  ],
  [
    '/ruerup-rente/sl/online-vergleichen',
    'Rürup-Rente online vergleichen: Tarife, Kosten und Steuervorteil',
    'Rürup-Rente online vergleichen: Steuervorteil mit Ihren Angaben berechnen, Tarife nach Kosten, ETF-Auswahl und Hinterbliebenenschutz prüfen – kostenlos.',
  ],
  [
    '/ruerup-rente/sl/rechner',
    'Rürup-Rechner: Steuerersparnis, Nettoaufwand und Rente berechnen',
    'Berechnen Sie mit dem Rürup-Rechner, wie viel Steuern Ihr Beitrag spart, was die Vorsorge netto kostet und welche Rente Sie später erwarten können.',
  ],
  [
    '/ruerup-rente/sl/online-abschliessen',
    'Rürup-Rente online abschließen: sicher und noch fürs laufende Steuerjahr',
    'Rürup-Rente online abschließen: Ablauf, die wichtigsten Entscheidungen vor dem Antrag und wie Sie den Steuervorteil noch für das laufende Jahr sichern.',
  ],
  [
    '/ruerup-rente/sl/tuev',
    'Rürup-Rente: TÜV-geprüfter Vergleich – was wirklich zählt (Demo)',
    'Woran Sie einen vertrauenswürdigen Rürup-Vergleich erkennen, was ein Prüfsiegel aussagt – und warum das TÜV-Siegel bei Rentenkompass nur ein Beispiel ist.',
  ],
  [
    '/ruerup-rente/sl/steuern-sparen',
    'Rürup-Rente: Steuern sparen mit der Basisrente',
    'So sparen Sie mit der Rürup-Rente Steuern: Höchstbetrag, Kürzung für Angestellte und Beamte, Timing zum Jahresende – und die Besteuerung der Rente im Alter.',
  ],
];

export const SUB_LANDING_PAGE_SEEDS: readonly PageSeed[] = [
  ...RENTENVERSICHERUNG_SEEDS,
  ...RIESTER_SEEDS,
  ...RUERUP_SEEDS,
];
