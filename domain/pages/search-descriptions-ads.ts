// The meta descriptions of the ad landing pages (landing-pages.ts) and ad sub-landing pages
// (sub-landing-pages.ts), each written for what its content says (not one template).
export const AD_DESCRIPTIONS: readonly (readonly [path: string, description: string])[] = [
  [
    '/rentenversicherung/lp/vergleichen',
    'Private Rentenversicherungen kostenlos und unverbindlich vergleichen: Kosten, Garantien, Rentenfaktor und Flexibilität der Tarife auf einen Blick.',
  ],
  [
    '/riester-rente/lp/vergleichen',
    'Riester-Renten kostenlos vergleichen: Zulagen, Steuervorteil, Kosten und Garantien der Tarife im Überblick – und die volle Förderung sichern.',
  ],
  [
    '/ruerup-rente/lp/vergleichen',
    'Rürup-Renten kostenlos vergleichen: Beiträge bis zum Höchstbetrag absetzen, Tarife nach Kosten, Fondsauswahl und Rentenfaktor prüfen und Steuern sparen.',
  ],
  [
    '/altersvorsorge/lp/vergleichen',
    'Altersvorsorge kostenlos vergleichen: Welche Vorsorge zu Ihrem Beruf und Ihrer Lebenslage passt – von der Rentenversicherung bis zur Riester- und Rürup-Rente.',
  ],
  [
    '/altersvorsorge/lp/vergleichen/a',
    'Private Rentenversicherung, Riester-Rente und Rürup-Rente im direkten Vergleich: Förderung, Steuern, Flexibilität – und welche Vorsorge zu Ihnen passt.',
  ],
  [
    '/rentenversicherung/sofortrente-einmalbeitrag/lp/vergleichen',
    'Sofortrenten und Rentenversicherungen gegen Einmalbeitrag kostenlos vergleichen: garantierte Rente, Todesfallschutz und Kosten im Überblick.',
  ],
  [
    '/rentenversicherung/sl/rentenluecke-schliessen',
    'So schließen Sie Ihre Rentenlücke mit einer privaten Rentenversicherung: lebenslange Zusatzrente, flexibler Beitrag – jetzt Tarife kostenlos vergleichen.',
  ],
  [
    '/rentenversicherung/sl/fuer-wen-sinnvoll',
    'Für wen sich eine private Rentenversicherung lohnt, wann andere Vorsorge besser passt und worauf Sie beim Vergleich der Tarife achten sollten.',
  ],
  [
    '/rentenversicherung/sl/online-vergleichen',
    'Rentenversicherung online vergleichen: Angaben in wenigen Minuten, Tarife nach Kosten, Garantien und Nachhaltigkeit filtern – kostenlos und unverbindlich.',
  ],
  [
    '/rentenversicherung/sl/rechner',
    'Berechnen Sie Beitrag und spätere Rente Ihrer privaten Rentenversicherung: garantierte und mögliche Rente, Rentenfaktor und Beispielrechnung erklärt.',
  ],
  [
    '/rentenversicherung/sl/online-abschliessen',
    'Ihre private Rentenversicherung online abschließen: vom Vergleich über Antrag und Identifizierung bis zum Versicherungsschein – mit 30 Tagen Widerrufsrecht.',
  ],
  [
    '/rentenversicherung/sl/tuev',
    'Woran Sie einen vertrauenswürdigen Rentenversicherungs-Vergleich erkennen – und warum das TÜV-Siegel im Demoportal Rentenkompass nur ein Beispiel ist.',
  ],
  [
    '/rentenversicherung/sl/steuern-sparen',
    'Steuervorteile der privaten Rentenversicherung: steuerfreies Wachstum, nur Ertragsanteil auf die Rente, halbe Besteuerung bei Kapitalauszahlung.',
  ],
  [
    '/riester-rente/sl/rentenluecke-schliessen',
    'Wie die Riester-Rente mit staatlichen Zulagen und Steuervorteil Ihre Rentenlücke verkleinert – und wo ihre Grenzen liegen. Jetzt Tarife kostenlos vergleichen.',
  ],
  [
    '/riester-rente/sl/fuer-wen-sinnvoll',
    'Wer für die Riester-Rente förderberechtigt ist, für wen sie sich besonders lohnt, wann sie weniger passt und worauf Sie beim Vergleich achten sollten.',
  ],
  [
    '/riester-rente/sl/online-vergleichen',
    'Riester-Rente online vergleichen: Zulagen und Eigenbeitrag automatisch berechnen, Tarife nach Kosten, Garantie und Anlage prüfen – kostenlos und unverbindlich.',
  ],
  [
    '/riester-rente/sl/rechner',
    'Mit dem Riester-Rechner ermitteln Sie Ihren Eigenbeitrag für die volle Förderung, Ihre Zulagen, den Steuervorteil und die mögliche Rente.',
  ],
  [
    '/riester-rente/sl/online-abschliessen',
    'Riester-Rente online abschließen: die nötigen Unterlagen, den Zulagenantrag gleich mit erledigen – und warum sich ein Abschluss vor Jahresende lohnt.',
  ],
  [
    '/riester-rente/sl/tuev',
    'Was einen Riester-Vergleich vertrauenswürdig macht, was Zertifizierung und Prüfsiegel bedeuten – und warum das Siegel bei Rentenkompass nur ein Beispiel ist.',
  ],
  [
    '/riester-rente/sl/steuern-sparen',
    'So sparen Sie mit der Riester-Rente Steuern: Sonderausgabenabzug, Günstigerprüfung, Anlage AV – und wie die Riester-Rente im Alter versteuert wird.',
  ],
  [
    '/riester-rente/sl/foerderung-sichern',
    'So sichern Sie sich die volle Riester-Förderung und behalten sie bis zur Rente: Beitrag prüfen, Zulagen beantragen, Rückforderungen vermeiden.',
  ],
  [
    '/riester-rente/sl/zulagen-sichern',
    'Grundzulage, Kinderzulagen und Berufseinsteigerbonus für Ihre Riester-Rente: wer sie erhält, wie Sie sie beantragen und welche Fristen gelten.',
  ],
  [
    '/ruerup-rente/sl/rentenluecke-schliessen',
    'Wie die Rürup-Rente Ihre Rentenlücke schließt und das Finanzamt über den Steuervorteil mitbezahlt – besonders für Selbstständige und Gutverdiener.',
  ],
  [
    '/ruerup-rente/sl/fuer-wen-sinnvoll',
    'Für wen sich die Rürup-Rente lohnt – Selbstständige, Gutverdiener, Beamte, Sparer kurz vor der Rente – und wann sie nicht passt. Mit Tipps für den Vergleich.',
  ],
  [
    '/ruerup-rente/sl/online-vergleichen',
    'Rürup-Rente online vergleichen: Steuervorteil mit Ihren Angaben berechnen, Tarife nach Kosten, ETF-Auswahl und Hinterbliebenenschutz prüfen – kostenlos.',
  ],
  [
    '/ruerup-rente/sl/rechner',
    'Berechnen Sie mit dem Rürup-Rechner, wie viel Steuern Ihr Beitrag spart, was die Vorsorge netto kostet und welche Rente Sie später erwarten können.',
  ],
  [
    '/ruerup-rente/sl/online-abschliessen',
    'Rürup-Rente online abschließen: Ablauf, die wichtigsten Entscheidungen vor dem Antrag und wie Sie den Steuervorteil noch für das laufende Jahr sichern.',
  ],
  [
    '/ruerup-rente/sl/tuev',
    'Woran Sie einen vertrauenswürdigen Rürup-Vergleich erkennen, was ein Prüfsiegel aussagt – und warum das TÜV-Siegel bei Rentenkompass nur ein Beispiel ist.',
  ],
  [
    '/ruerup-rente/sl/steuern-sparen',
    'So sparen Sie mit der Rürup-Rente Steuern: Höchstbetrag, Kürzung für Angestellte und Beamte, Timing zum Jahresende – und die Besteuerung der Rente im Alter.',
  ],
];
