import type { PageSeed } from './page-entry';

// SPEC §2: the content (SEO) pages under /riester-rente, /ruerup-rente and /altersvorsorge.
export const VORSORGE_CONTENT_SEEDS: readonly PageSeed[] = [
  [
    '/riester-rente',
    'Riester-Rente: Zulagen sichern und Verträge vergleichen',
    'Riester-Renten vergleichen und staatliche Zulagen sowie Steuervorteile sichern – Förderung, Vertragsarten, Auszahlung und Vergleichskriterien im Überblick.',
  ],
  [
    '/riester-rente/auszahlung',
    'Riester-Rente: Auszahlung, Einmalzahlung und Steuern',
    'Ab wann die Riester-Rente ausgezahlt wird, wie Sie 30 % als Einmalzahlung erhalten, was für Wohn-Riester gilt und wie die Auszahlung versteuert wird.',
  ],
  [
    '/riester-rente/vorteile-nachteile',
    'Riester-Rente: Vorteile und Nachteile im ehrlichen Überblick',
    'Zulagen, Steuervorteil und Garantie gegen Kosten, Bindung und volle Besteuerung: für wen sich die Riester-Rente lohnt und wo ihre Schwächen liegen.',
  ],
  [
    '/riester-rente/foerderung',
    'Riester-Förderung: Zulagen und Steuervorteil im Überblick',
    'Grundzulage, Kinderzulage, Berufseinsteigerbonus und Sonderausgabenabzug – so fördert der Staat Ihre Riester-Rente und so sichern Sie die volle Förderung.',
  ],
  [
    '/riester-rente/rechner',
    'Riester-Rechner: Zulagen und Eigenbeitrag berechnen',
    'Berechnen Sie Ihre Riester-Zulagen, den nötigen Mindesteigenbeitrag und den möglichen Steuervorteil – mit Rechenweg und Beispiel.',
  ],
  [
    '/riester-rente/fragen/anbieter-wechseln',
    'Riester-Anbieter wechseln: So übertragen Sie Ihren Vertrag',
    'Wie Sie Ihren Riester-Vertrag förderunschädlich zu einem anderen Anbieter übertragen, welche Fristen gelten und welche Kosten beim Wechsel anfallen.',
  ],
  [
    '/ruerup-rente',
    'Rürup-Rente: Basisrente vergleichen und Steuern sparen',
    'Rürup-Renten vergleichen und Beiträge bis zum Höchstbetrag als Sonderausgaben absetzen – für wen sich die Basisrente eignet und worauf Sie achten sollten.',
  ],
  [
    '/ruerup-rente/rechner',
    'Rürup-Rechner: So viel Steuern sparen Sie mit der Basisrente',
    'Berechnen Sie, wie viel Ihres Rürup-Beitrags Sie absetzen können, wie viel Steuern Sie damit sparen und wie hoch Ihr Nettoaufwand ist.',
  ],
  [
    '/ruerup-rente/steuer',
    'Rürup-Rente und Steuer: Beiträge absetzen, Rente versteuern',
    'Wie Beiträge zur Rürup-Rente als Sonderausgaben abgesetzt werden, wie Arbeitnehmer und Beamte rechnen und wie die Basisrente im Alter besteuert wird.',
  ],
  [
    '/ruerup-rente/fragen/todesfall',
    'Rürup-Rente im Todesfall: Wer abgesichert ist und wer nicht',
    'Was im Todesfall mit Ihrer Rürup-Rente geschieht, warum sie nicht vererbbar ist und wie Sie Ehepartner und Kinder mit einer Hinterbliebenenrente absichern.',
  ],
  [
    '/ruerup-rente/fragen/ruerup-riester-unterschiede',
    'Rürup-Rente oder Riester-Rente? Die Unterschiede im Vergleich',
    'Förderung, Zielgruppe, Auszahlung, Besteuerung und Vererbung – die Unterschiede zwischen Rürup-Rente und Riester-Rente auf einen Blick.',
  ],
  [
    '/ruerup-rente/fragen/ruerup-mit-bu-sinnvoll',
    'Rürup-Rente mit Berufsunfähigkeitsschutz: Wann lohnt sich die Kombination?',
    'Wann sich eine Rürup-Rente mit Berufsunfähigkeitsversicherung lohnt, wie die Beiträge steuerlich wirken und welche Nachteile die Kombination hat.',
  ],
  [
    '/ruerup-rente/fragen/etfs-besparen',
    'Rürup-Rente mit ETFs: kostengünstig fürs Alter investieren',
    'Wie Sie in einer Rürup-Rente kostengünstig in ETFs investieren, worauf Sie bei Kosten und Rentenfaktor achten und wie sich das vom ETF-Depot unterscheidet.',
  ],
  [
    '/ruerup-rente/fragen/einmalzahlung',
    'Rürup-Rente mit Einmalzahlung: Wann sich der Steuervorteil lohnt',
    'Wann sich eine Einmalzahlung in die Rürup-Rente steuerlich lohnt, wie Sie den Höchstbetrag nutzen und warum die Verteilung auf mehrere Jahre oft mehr bringt.',
  ],
  [
    '/altersvorsorge',
    'Altersvorsorge: gesetzlich, betrieblich und privat vorsorgen',
    'Die Wege der Altersvorsorge im Überblick – gesetzliche Rente, Betriebsrente, Riester, Rürup und private Vorsorge – und wie Sie die passende Kombination finden.',
  ],
  [
    '/altersvorsorge/betriebliche-altersvorsorge',
    'Betriebliche Altersvorsorge: Durchführungswege, Förderung und Arbeitgeberzuschuss',
    'Wie die betriebliche Altersvorsorge funktioniert, welche fünf Durchführungswege es gibt, was steuer- und abgabenfrei ist und was Ihr Arbeitgeber dazugibt.',
  ],
  [
    '/altersvorsorge/betriebliche-altersvorsorge/direktversicherung',
    'Direktversicherung: Betriebsrente mit Steuervorteil und Arbeitgeberzuschuss',
    'Die Direktversicherung als Weg der betrieblichen Altersvorsorge – wie sie funktioniert, was steuer- und abgabenfrei ist und was der Arbeitgeber zuschießt.',
  ],
];
