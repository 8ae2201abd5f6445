import type { PageSeed } from './page-entry';

const R = '/rentenversicherung';

// SPEC §2: the content (SEO) pages under /rentenversicherung.
export const RENTENVERSICHERUNG_CONTENT_SEEDS: readonly PageSeed[] = [
  [
    R,
    'Private Rentenversicherung: Tarife vergleichen und lebenslang vorsorgen',
    'Wie die private Rentenversicherung funktioniert, welche Varianten es gibt und worauf Sie beim Vergleich von Kosten, Garantien und Rentenfaktor achten.',
  ],
  [
    `${R}/fondsgebundene-rentenversicherung`,
    'Fondsgebundene Rentenversicherung: Renditechancen mit lebenslanger Rente',
    'Wie die fondsgebundene Rentenversicherung funktioniert, welche Chancen, Risiken und Kosten sie hat und für wen sie sich lohnt.',
  ],
  [
    `${R}/auszahlung`,
    'Auszahlung der privaten Rentenversicherung: Rente, Kapital oder beides',
    'Lebenslange Rente, Kapitalabfindung oder Teilauszahlung – welche Auszahlungsformen es gibt, wie sie besteuert werden und was bei Tod gilt.',
  ],
  [
    `${R}/rechner`,
    'Rentenversicherungsrechner: Was bringt Ihr Beitrag später?',
    'So berechnen Sie, welche private Rente ein monatlicher Beitrag später bringen kann – mit Beispielrechnung, Rentenfaktor und den wichtigsten Annahmen.',
  ],
  [
    `${R}/rentenversicherungsnummer`,
    'Rentenversicherungsnummer: Wo Sie sie finden und wie sie aufgebaut ist',
    'Was die Rentenversicherungsnummer ist, wo Sie sie finden, wie sich die zwölf Stellen zusammensetzen und was Sie bei Verlust tun.',
  ],
  [
    `${R}/witwenrente`,
    'Witwenrente und Witwerrente: Anspruch, Höhe und private Vorsorge',
    'Wer Anspruch auf Witwen- oder Witwerrente hat, wie hoch sie ausfällt, wie Einkommen angerechnet wird und wie Sie Hinterbliebene privat absichern.',
  ],
  [
    `${R}/kuendigen`,
    'Rentenversicherung kündigen: Rückkaufswert, Beitragsfreistellung und Alternativen',
    'Was Sie vor der Kündigung einer Rentenversicherung wissen sollten – Rückkaufswert, Steuern, Beitragsfreistellung und andere Alternativen.',
  ],
  [
    `${R}/kinder`,
    'Rentenversicherung für Kinder: früh anfangen, lange profitieren',
    'Wie Eltern und Großeltern mit einer Rentenversicherung für Kinder vorsorgen, wer Vertragspartner sein sollte und welche Alternativen es gibt.',
  ],
  [
    `${R}/selbststaendige`,
    'Altersvorsorge für Selbstständige: Rürup-Rente, private und gesetzliche Rente',
    'Welche Altersvorsorge sich für Selbstständige und Freiberufler eignet – von der Rürup-Rente über die private Rentenversicherung bis zur freiwilligen Rente.',
  ],
  [
    `${R}/beamte`,
    'Rentenversicherung für Beamte: die Pension gezielt ergänzen',
    'Wann Beamte eine Versorgungslücke haben und wie sie ihre Pension mit Riester-Rente, Rürup-Rente oder privater Rentenversicherung ergänzen.',
  ],
  [
    `${R}/steuererklaerung`,
    'Rentenversicherung in der Steuererklärung: Beiträge, Renten und Kapitalauszahlung',
    'So geben Sie Beiträge und Renten Ihrer Rentenversicherung in der Steuererklärung an – Ertragsanteil, Halbeinkünfteverfahren und die richtigen Anlagen.',
  ],
  [
    `${R}/mit-ohne-kapitalwahlrecht`,
    'Rentenversicherung mit oder ohne Kapitalwahlrecht: Was passt zu Ihnen?',
    'Was das Kapitalwahlrecht bedeutet, wann es sich lohnt, wann ein Verzicht Vorteile bringt und wie Rente und Kapital besteuert werden.',
  ],
  [
    `${R}/lexikon/etfs`,
    'Lexikon: ETFs einfach erklärt – und wie sie in der Rentenversicherung wirken',
    'Was ETFs sind, wie sie funktionieren, welche Kosten und Risiken sie haben und wie sie in einer fondsgebundenen Rentenversicherung eingesetzt werden.',
  ],
  [
    `${R}/sofortrente-einmalbeitrag`,
    'Sofortrente gegen Einmalbeitrag: einmal einzahlen, lebenslang Rente erhalten',
    'Wie eine Sofortrente funktioniert, für wen sie sich eignet, wie sie besteuert wird und worauf Sie beim Vergleich von Sofortrenten achten sollten.',
  ],
  [
    `${R}/rentenfaktor`,
    'Rentenfaktor: Was er aussagt und wie Sie damit Ihre Rente berechnen',
    'Was der Rentenfaktor ist, wie Sie mit ihm Ihre monatliche Rente berechnen und warum der Unterschied zwischen garantiertem und kalkuliertem Faktor zählt.',
  ],
  [
    `${R}/rentenlueckencheck`,
    'Rentenlückencheck: Ihre Versorgungslücke in drei Schritten ermitteln',
    'Mit dem Rentenlückencheck ermitteln Sie in drei Schritten, wie groß Ihre Rentenlücke ist, welches Kapital Sie brauchen und wie viel Sie monatlich sparen.',
  ],
  [
    `${R}/rentenbescheid-renteninformation`,
    'Rentenbescheid und Renteninformation richtig lesen',
    'Was in Ihrer Renteninformation, Rentenauskunft und Ihrem Rentenbescheid steht, wie Sie die Werte richtig deuten und was Sie bei Fehlern tun.',
  ],
  [
    `${R}/rentenluecke`,
    'Rentenlücke: was sie ist, wie sie entsteht und wie Sie sie berechnen',
    'Was die Rentenlücke ist, warum sie entsteht, wie Sie sie Schritt für Schritt berechnen und welche Wege es gibt, sie zu schließen.',
  ],
  [
    `${R}/gesetzliche-rentenversicherung`,
    'Gesetzliche Rentenversicherung: So funktioniert sie und so berechnet sich Ihre Rente',
    'Wie die gesetzliche Rentenversicherung funktioniert, wie sich Ihre Rente aus Entgeltpunkten berechnet und wann Sie in Rente gehen können.',
  ],
  [
    `${R}/aktienrente`,
    'Aktienrente: kapitalgedeckte Vorsorge mit Aktien – politisch und privat',
    'Was hinter dem Begriff Aktienrente steckt, welche politischen Pläne es gibt und wie Sie selbst mit Aktien und ETFs fürs Alter vorsorgen.',
  ],
  [
    `${R}/frauen`,
    'Altersvorsorge für Frauen: Rentenlücke erkennen und gezielt vorsorgen',
    'Warum Frauen im Alter oft deutlich weniger Rente haben, welche Ansprüche Sie sichern sollten und wie Sie mit eigener Vorsorge gegensteuern.',
  ],
  [
    `${R}/fehler-altersvorsorge`,
    'Häufige Fehler bei der Altersvorsorge – und wie Sie sie vermeiden',
    'Zu spät anfangen, Kosten unterschätzen, Förderung verschenken: die typischen Fehler bei der Altersvorsorge und wie Sie sie vermeiden.',
  ],
  [
    `${R}/fragen/unterschied-renten-lebensversicherung`,
    'Rentenversicherung oder Lebensversicherung? Die Unterschiede im Überblick',
    'Worin sich private Rentenversicherung, Kapitallebensversicherung und Risikolebensversicherung unterscheiden und welche Versicherung wofür passt.',
  ],
];
