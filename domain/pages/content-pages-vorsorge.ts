import type { PageSeed, SearchPageSeed } from './page-entry';

// SPEC §2: the content (SEO) pages under /riester-rente, /ruerup-rente and /altersvorsorge.
export const VORSORGE_CONTENT_SEEDS: readonly (PageSeed | SearchPageSeed)[] = [
  ['/riester-rente', 'Riester-Rente: Zulagen sichern und Verträge vergleichen'],
  ['/riester-rente/auszahlung', 'Riester-Rente: Auszahlung, Einmalzahlung und Steuern'],
  [
    '/riester-rente/vorteile-nachteile',
    'Riester-Rente: Vorteile und Nachteile im ehrlichen Überblick',
  ],
  ['/riester-rente/foerderung', 'Riester-Förderung: Zulagen und Steuervorteil im Überblick'],
  [
    '/riester-rente/rechner',
    'Riester-Rechner: Zulagen und Eigenbeitrag berechnen',
    'Berechnen Sie Ihre Riester-Zulagen, den nötigen Mindesteigenbeitrag und den möglichen Steuervorteil – mit Rechenweg und Beispiel.',
  ],
  [
    '/riester-rente/fragen/anbieter-wechseln',
    'Riester-Anbieter wechseln: So übertragen Sie Ihren Vertrag',
  ],
  ['/ruerup-rente', 'Rürup-Rente: Basisrente vergleichen und Steuern sparen'],
  [
    '/ruerup-rente/rechner',
    'Rürup-Rechner: So viel Steuern sparen Sie mit der Basisrente',
    'Berechnen Sie, wie viel Ihres Rürup-Beitrags Sie absetzen können, wie viel Steuern Sie damit sparen und wie hoch Ihr Nettoaufwand ist.',
  ],
  ['/ruerup-rente/steuer', 'Rürup-Rente und Steuer: Beiträge absetzen, Rente versteuern'],
  ['/ruerup-rente/fragen/todesfall', 'Rürup-Rente im Todesfall: Wer abgesichert ist und wer nicht'],
  [
    '/ruerup-rente/fragen/ruerup-riester-unterschiede',
    'Rürup-Rente oder Riester-Rente? Die Unterschiede im Vergleich',
  ],
  [
    '/ruerup-rente/fragen/ruerup-mit-bu-sinnvoll',
    'Rürup-Rente mit Berufsunfähigkeitsschutz: Wann lohnt sich die Kombination?',
  ],
  [
    '/ruerup-rente/fragen/etfs-besparen',
    'Rürup-Rente mit ETFs: kostengünstig fürs Alter investieren',
  ],
  [
    '/ruerup-rente/fragen/einmalzahlung',
    'Rürup-Rente mit Einmalzahlung: Wann sich der Steuervorteil lohnt',
  ],
  ['/altersvorsorge', 'Altersvorsorge: gesetzlich, betrieblich und privat vorsorgen'],
  [
    '/altersvorsorge/betriebliche-altersvorsorge',
    'Betriebliche Altersvorsorge: Durchführungswege, Förderung und Arbeitgeberzuschuss',
  ],
  [
    '/altersvorsorge/betriebliche-altersvorsorge/direktversicherung',
    'Direktversicherung: Betriebsrente mit Steuervorteil und Arbeitgeberzuschuss',
  ],
];
