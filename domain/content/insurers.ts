// SPEC §1, §3: the 22 insurers of the logo carousel (German life insurers), each with its logo
// file name in the web app's logo folder.
export interface CarouselInsurer {
  readonly name: string;
  readonly logo: string;
}

export const CAROUSEL_INSURERS: readonly CarouselInsurer[] = [
  { name: 'Allianz', logo: 'allianz.svg' },
  { name: 'Alte Leipziger', logo: 'alte-leipziger.svg' },
  { name: 'AXA', logo: 'axa.svg' },
  { name: 'Canada Life', logo: 'canada-life.svg' },
  { name: 'Condor', logo: 'condor.svg' },
  { name: 'Continentale', logo: 'continentale.svg' },
  { name: 'Debeka', logo: 'debeka.svg' },
  { name: 'Die Bayerische', logo: 'die-bayerische.svg' },
  { name: 'ERGO', logo: 'ergo.svg' },
  { name: 'Gothaer', logo: 'gothaer.svg' },
  { name: 'Hannoversche', logo: 'hannoversche.svg' },
  { name: 'HanseMerkur', logo: 'hansemerkur.svg' },
  { name: 'HDI', logo: 'hdi.svg' },
  { name: 'LV 1871', logo: 'lv-1871.svg' },
  { name: 'Nürnberger', logo: 'nuernberger.svg' },
  { name: 'R+V', logo: 'r-und-v.svg' },
  { name: 'Signal Iduna', logo: 'signal-iduna.svg' },
  { name: 'Stuttgarter', logo: 'stuttgarter.svg' },
  { name: 'Swiss Life', logo: 'swiss-life.svg' },
  { name: 'Volkswohl Bund', logo: 'volkswohl-bund.svg' },
  { name: 'WWK', logo: 'wwk.svg' },
  { name: 'Zurich', logo: 'zurich.svg' },
];
