const R = '/rentenversicherung';

// The meta descriptions of the content (SEO) pages (content-pages-rentenversicherung.ts,
// content-pages-vorsorge.ts), each written for what its content says.
export const CONTENT_DESCRIPTIONS: readonly (readonly [path: string, description: string])[] = [
  [
    R,
    'Wie die private Rentenversicherung funktioniert, welche Varianten es gibt und worauf Sie beim Vergleich von Kosten, Garantien und Rentenfaktor achten.',
  ],
  [
    `${R}/fondsgebundene-rentenversicherung`,
    'Wie die fondsgebundene Rentenversicherung funktioniert, welche Chancen, Risiken und Kosten sie hat und für wen sie sich lohnt.',
  ],
  [
    `${R}/auszahlung`,
    'Lebenslange Rente, Kapitalabfindung oder Teilauszahlung – welche Auszahlungsformen es gibt, wie sie besteuert werden und was bei Tod gilt.',
  ],
  [
    `${R}/rentenversicherungsnummer`,
    'Was die Rentenversicherungsnummer ist, wo Sie sie finden, wie sich die zwölf Stellen zusammensetzen und was Sie bei Verlust tun.',
  ],
  [
    `${R}/witwenrente`,
    'Wer Anspruch auf Witwen- oder Witwerrente hat, wie hoch sie ausfällt, wie Einkommen angerechnet wird und wie Sie Hinterbliebene privat absichern.',
  ],
  [
    `${R}/kuendigen`,
    'Was Sie vor der Kündigung einer Rentenversicherung wissen sollten – Rückkaufswert, Steuern, Beitragsfreistellung und andere Alternativen.',
  ],
  [
    `${R}/kinder`,
    'Wie Eltern und Großeltern mit einer Rentenversicherung für Kinder vorsorgen, wer Vertragspartner sein sollte und welche Alternativen es gibt.',
  ],
  [
    `${R}/selbststaendige`,
    'Welche Altersvorsorge sich für Selbstständige und Freiberufler eignet – von der Rürup-Rente über die private Rentenversicherung bis zur freiwilligen Rente.',
  ],
  [
    `${R}/beamte`,
    'Wann Beamte eine Versorgungslücke haben und wie sie ihre Pension mit Riester-Rente, Rürup-Rente oder privater Rentenversicherung ergänzen.',
  ],
  [
    `${R}/steuererklaerung`,
    'So geben Sie Beiträge und Renten Ihrer Rentenversicherung in der Steuererklärung an – Ertragsanteil, Halbeinkünfteverfahren und die richtigen Anlagen.',
  ],
  [
    `${R}/mit-ohne-kapitalwahlrecht`,
    'Was das Kapitalwahlrecht bedeutet, wann es sich lohnt, wann ein Verzicht Vorteile bringt und wie Rente und Kapital besteuert werden.',
  ],
  [
    `${R}/lexikon/etfs`,
    'Was ETFs sind, wie sie funktionieren, welche Kosten und Risiken sie haben und wie sie in einer fondsgebundenen Rentenversicherung eingesetzt werden.',
  ],
  [
    `${R}/sofortrente-einmalbeitrag`,
    'Wie eine Sofortrente funktioniert, für wen sie sich eignet, wie sie besteuert wird und worauf Sie beim Vergleich von Sofortrenten achten sollten.',
  ],
  [
    `${R}/rentenfaktor`,
    'Was der Rentenfaktor ist, wie Sie mit ihm Ihre monatliche Rente berechnen und warum der Unterschied zwischen garantiertem und kalkuliertem Faktor zählt.',
  ],
  [
    `${R}/rentenbescheid-renteninformation`,
    'Was in Ihrer Renteninformation, Rentenauskunft und Ihrem Rentenbescheid steht, wie Sie die Werte richtig deuten und was Sie bei Fehlern tun.',
  ],
  [
    `${R}/rentenluecke`,
    'Was die Rentenlücke ist, warum sie entsteht, wie Sie sie Schritt für Schritt berechnen und welche Wege es gibt, sie zu schließen.',
  ],
  [
    `${R}/gesetzliche-rentenversicherung`,
    'Wie die gesetzliche Rentenversicherung funktioniert, wie sich Ihre Rente aus Entgeltpunkten berechnet und wann Sie in Rente gehen können.',
  ],
  [
    `${R}/aktienrente`,
    'Was hinter dem Begriff Aktienrente steckt, welche politischen Pläne es gibt und wie Sie selbst mit Aktien und ETFs fürs Alter vorsorgen.',
  ],
  [
    `${R}/frauen`,
    'Warum Frauen im Alter oft deutlich weniger Rente haben, welche Ansprüche Sie sichern sollten und wie Sie mit eigener Vorsorge gegensteuern.',
  ],
  [
    `${R}/fehler-altersvorsorge`,
    'Zu spät anfangen, Kosten unterschätzen, Förderung verschenken: die typischen Fehler bei der Altersvorsorge und wie Sie sie vermeiden.',
  ],
  [
    `${R}/fragen/unterschied-renten-lebensversicherung`,
    'Worin sich private Rentenversicherung, Kapitallebensversicherung und Risikolebensversicherung unterscheiden und welche Versicherung wofür passt.',
  ],
  [
    '/riester-rente',
    'Riester-Renten vergleichen und staatliche Zulagen sowie Steuervorteile sichern – Förderung, Vertragsarten, Auszahlung und Vergleichskriterien im Überblick.',
  ],
  [
    '/riester-rente/auszahlung',
    'Ab wann die Riester-Rente ausgezahlt wird, wie Sie 30 % als Einmalzahlung erhalten, was für Wohn-Riester gilt und wie die Auszahlung versteuert wird.',
  ],
  [
    '/riester-rente/vorteile-nachteile',
    'Zulagen, Steuervorteil und Garantie gegen Kosten, Bindung und volle Besteuerung: für wen sich die Riester-Rente lohnt und wo ihre Schwächen liegen.',
  ],
  [
    '/riester-rente/foerderung',
    'Grundzulage, Kinderzulage, Berufseinsteigerbonus und Sonderausgabenabzug – so fördert der Staat Ihre Riester-Rente und so sichern Sie die volle Förderung.',
  ],
  [
    '/riester-rente/fragen/anbieter-wechseln',
    'Wie Sie Ihren Riester-Vertrag förderunschädlich zu einem anderen Anbieter übertragen, welche Fristen gelten und welche Kosten beim Wechsel anfallen.',
  ],
  [
    '/ruerup-rente',
    'Rürup-Renten vergleichen und Beiträge bis zum Höchstbetrag als Sonderausgaben absetzen – für wen sich die Basisrente eignet und worauf Sie achten sollten.',
  ],
  [
    '/ruerup-rente/steuer',
    'Wie Beiträge zur Rürup-Rente als Sonderausgaben abgesetzt werden, wie Arbeitnehmer und Beamte rechnen und wie die Basisrente im Alter besteuert wird.',
  ],
  [
    '/ruerup-rente/fragen/todesfall',
    'Was im Todesfall mit Ihrer Rürup-Rente geschieht, warum sie nicht vererbbar ist und wie Sie Ehepartner und Kinder mit einer Hinterbliebenenrente absichern.',
  ],
  [
    '/ruerup-rente/fragen/ruerup-riester-unterschiede',
    'Förderung, Zielgruppe, Auszahlung, Besteuerung und Vererbung – die Unterschiede zwischen Rürup-Rente und Riester-Rente auf einen Blick.',
  ],
  [
    '/ruerup-rente/fragen/ruerup-mit-bu-sinnvoll',
    'Wann sich eine Rürup-Rente mit Berufsunfähigkeitsversicherung lohnt, wie die Beiträge steuerlich wirken und welche Nachteile die Kombination hat.',
  ],
  [
    '/ruerup-rente/fragen/etfs-besparen',
    'Wie Sie in einer Rürup-Rente kostengünstig in ETFs investieren, worauf Sie bei Kosten und Rentenfaktor achten und wie sich das vom ETF-Depot unterscheidet.',
  ],
  [
    '/ruerup-rente/fragen/einmalzahlung',
    'Wann sich eine Einmalzahlung in die Rürup-Rente steuerlich lohnt, wie Sie den Höchstbetrag nutzen und warum die Verteilung auf mehrere Jahre oft mehr bringt.',
  ],
  [
    '/altersvorsorge',
    'Die Wege der Altersvorsorge im Überblick – gesetzliche Rente, Betriebsrente, Riester, Rürup und private Vorsorge – und wie Sie die passende Kombination finden.',
  ],
  [
    '/altersvorsorge/betriebliche-altersvorsorge',
    'Wie die betriebliche Altersvorsorge funktioniert, welche fünf Durchführungswege es gibt, was steuer- und abgabenfrei ist und was Ihr Arbeitgeber dazugibt.',
  ],
  [
    '/altersvorsorge/betriebliche-altersvorsorge/direktversicherung',
    'Die Direktversicherung als Weg der betrieblichen Altersvorsorge – wie sie funktioniert, was steuer- und abgabenfrei ist und was der Arbeitgeber zuschießt.',
  ],
];
