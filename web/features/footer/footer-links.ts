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
