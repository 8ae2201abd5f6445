// SPEC §2, §3: the 4 awards of the award carousel. They are invented for this demo portal and
// say so in name and alt text: no real test or award is claimed.
export interface Award {
  readonly name: string;
  readonly filename: string;
  readonly alt: string;
}

export const AWARDS: readonly Award[] = [
  {
    name: 'Testsieger Vergleichsportale 2026 (Demo)',
    filename: 'award-testsieger-vergleichsportale-2026.svg',
    alt: 'Demo-Auszeichnung: Testsieger Vergleichsportale 2026',
  },
  {
    name: 'Höchste Kundenzufriedenheit 2026 (Demo)',
    filename: 'award-kundenzufriedenheit-2026.svg',
    alt: 'Demo-Auszeichnung: Höchste Kundenzufriedenheit 2026',
  },
  {
    name: 'Fairster Rentenvergleich 2025 (Demo)',
    filename: 'award-fairster-rentenvergleich-2025.svg',
    alt: 'Demo-Auszeichnung: Fairster Rentenvergleich 2025',
  },
  {
    name: 'Top-Service Altersvorsorge 2025 (Demo)',
    filename: 'award-top-service-altersvorsorge-2025.svg',
    alt: 'Demo-Auszeichnung: Top-Service Altersvorsorge 2025',
  },
];
