import { COOKIE_SETTINGS_PATH } from '../../../domain/pages/legal-pages';

export interface FooterLinkGroup {
  readonly heading: string;
  readonly links: readonly { readonly href: string; readonly label: string }[];
}

/** Important content pages of SPEC §2, grouped for the footer. */
export const FOOTER_LINK_GROUPS: readonly FooterLinkGroup[] = [
  {
    heading: 'Rentenversicherung',
    links: [
      { href: '/rentenversicherung', label: 'Private Rentenversicherung' },
      {
        href: '/rentenversicherung/fondsgebundene-rentenversicherung',
        label: 'Fondsgebundene Rente',
      },
      { href: '/rentenversicherung/sofortrente-einmalbeitrag', label: 'Sofortrente' },
      { href: '/rentenversicherung/rechner', label: 'Rentenrechner' },
      { href: '/rentenversicherung/rentenluecke', label: 'Rentenlücke' },
    ],
  },
  {
    heading: 'Förderung und Steuern',
    links: [
      { href: '/riester-rente', label: 'Riester-Rente' },
      { href: '/riester-rente/foerderung', label: 'Riester-Förderung' },
      { href: '/ruerup-rente', label: 'Rürup-Rente' },
      { href: '/ruerup-rente/steuer', label: 'Rürup-Rente und Steuern' },
      { href: '/altersvorsorge/betriebliche-altersvorsorge', label: 'Betriebliche Altersvorsorge' },
    ],
  },
  {
    heading: 'Service',
    links: [
      { href: '/altersvorsorge', label: 'Altersvorsorge im Überblick' },
      { href: '/grades-explanation', label: 'So entstehen unsere Noten' },
      { href: '/rentenversicherung/lexikon/etfs', label: 'Lexikon: ETFs' },
    ],
  },
];

/**
 * The legal pages, on every page (§ 5 DDG: Impressum "leicht erkennbar, unmittelbar erreichbar");
 * the cookie settings open the consent dialog again (with JavaScript over the page).
 */
export const LEGAL_FOOTER_LINKS: readonly { readonly href: string; readonly label: string }[] = [
  { href: '/impressum', label: 'Impressum' },
  { href: '/datenschutz', label: 'Datenschutz' },
  { href: '/agb', label: 'AGB' },
  { href: '/erstinformation', label: 'Erstinformation' },
  { href: COOKIE_SETTINGS_PATH, label: 'Cookie-Einstellungen' },
];
