import type { PageSeed } from './page-entry';

// SPEC §2: the content (SEO) pages under /riester-rente, /ruerup-rente and /altersvorsorge.
export const VORSORGE_CONTENT_SEEDS: readonly PageSeed[] = [
  [
    '/riester-rente',
    'Riester-Rente',
    'Riester-Renten vergleichen und staatliche Zulagen sowie Steuervorteile sichern.',
  ],
  [
    '/riester-rente/auszahlung',
    'Riester-Rente: Auszahlung',
    'Wie und wann die Riester-Rente ausgezahlt wird und was Sie dabei versteuern.',
  ],
  [
    '/riester-rente/vorteile-nachteile',
    'Riester-Rente: Vorteile und Nachteile',
    'Für wen sich die Riester-Rente lohnt und wo ihre Schwächen liegen.',
  ],
  [
    '/riester-rente/foerderung',
    'Riester-Rente: Förderung',
    'Grundzulage, Kinderzulage und Steuervorteil: So fördert der Staat Ihre Riester-Rente.',
  ],
  [
    '/riester-rente/rechner',
    'Riester-Rente: Rechner',
    'Berechnen Sie Ihre Riester-Zulagen und den nötigen Eigenbeitrag.',
  ],
  [
    '/riester-rente/fragen/anbieter-wechseln',
    'Riester-Anbieter wechseln',
    'Wie Sie Ihren Riester-Vertrag zu einem anderen Anbieter übertragen und was das kostet.',
  ],
  [
    '/ruerup-rente',
    'Rürup-Rente',
    'Rürup-Renten vergleichen und Beiträge als Sonderausgaben von der Steuer absetzen.',
  ],
  [
    '/ruerup-rente/rechner',
    'Rürup-Rente: Rechner',
    'Berechnen Sie, wie viel Steuern Sie mit einer Rürup-Rente sparen.',
  ],
  [
    '/ruerup-rente/steuer',
    'Rürup-Rente: Steuer',
    'Wie Beiträge und Renten der Rürup-Rente besteuert werden.',
  ],
  [
    '/ruerup-rente/fragen/todesfall',
    'Rürup-Rente im Todesfall',
    'Was im Todesfall mit Ihrer Rürup-Rente geschieht und wer abgesichert ist.',
  ],
  [
    '/ruerup-rente/fragen/ruerup-riester-unterschiede',
    'Rürup- und Riester-Rente im Vergleich',
    'Die Unterschiede zwischen Rürup-Rente und Riester-Rente auf einen Blick.',
  ],
  [
    '/ruerup-rente/fragen/ruerup-mit-bu-sinnvoll',
    'Rürup-Rente mit Berufsunfähigkeitsschutz',
    'Wann sich eine Rürup-Rente mit Berufsunfähigkeitsversicherung lohnt.',
  ],
  [
    '/ruerup-rente/fragen/etfs-besparen',
    'Rürup-Rente: ETFs besparen',
    'Wie Sie in einer Rürup-Rente kostengünstig in ETFs investieren.',
  ],
  [
    '/ruerup-rente/fragen/einmalzahlung',
    'Rürup-Rente: Einmalzahlung',
    'Wann sich eine Einmalzahlung in die Rürup-Rente steuerlich lohnt.',
  ],
  [
    '/altersvorsorge',
    'Altersvorsorge',
    'Die Wege der Altersvorsorge im Überblick: gesetzlich, betrieblich und privat.',
  ],
  [
    '/altersvorsorge/betriebliche-altersvorsorge',
    'Betriebliche Altersvorsorge',
    'Wie die betriebliche Altersvorsorge funktioniert und was Ihr Arbeitgeber dazugibt.',
  ],
  [
    '/altersvorsorge/betriebliche-altersvorsorge/direktversicherung',
    'Direktversicherung',
    'Die Direktversicherung als Weg der betrieblichen Altersvorsorge: Steuern, Abgaben und Zuschuss.',
  ],
];
