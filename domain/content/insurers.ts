// SPEC §1, §3: the 22 insurers of the logo carousel, each with its logo file name in the web app's
// logo folder. Demo data: fictional insurers (the 15 of the demo tariff catalogue and 7 more), their
// wordmarks made for this project — no real company is named or shown as taking part.
export interface CarouselInsurer {
  readonly name: string;
  readonly logo: string;
}

export const CAROUSEL_INSURERS: readonly CarouselInsurer[] = [
  { name: 'Alpenblick Versicherung', logo: 'alpenblick-versicherung.svg' },
  { name: 'Auental Leben', logo: 'auental-leben.svg' },
  { name: 'Bergkristall Vorsorge', logo: 'bergkristall-vorsorge.svg' },
  { name: 'Birkenhain Versicherung', logo: 'birkenhain-versicherung.svg' },
  { name: 'Deichgraf Vorsorge', logo: 'deichgraf-vorsorge.svg' },
  { name: 'Eichenkamp Leben', logo: 'eichenkamp-leben.svg' },
  { name: 'Elbufer Leben', logo: 'elbufer-leben.svg' },
  { name: 'Fjordblau Leben', logo: 'fjordblau-leben.svg' },
  { name: 'Gipfelwerk Versicherung', logo: 'gipfelwerk-versicherung.svg' },
  { name: 'Heidekamp Versicherung', logo: 'heidekamp-versicherung.svg' },
  { name: 'Isartal Leben', logo: 'isartal-leben.svg' },
  { name: 'Kiefernhöhe Leben', logo: 'kiefernhoehe-leben.svg' },
  { name: 'Kranichstein Leben', logo: 'kranichstein-leben.svg' },
  { name: 'Lindenhof Vorsorge', logo: 'lindenhof-vorsorge.svg' },
  { name: 'Mainbrücke Lebensversicherung', logo: 'mainbruecke-lebensversicherung.svg' },
  { name: 'Moselgrund Vorsorge', logo: 'moselgrund-vorsorge.svg' },
  { name: 'Nordlicht Leben', logo: 'nordlicht-leben.svg' },
  { name: 'Ostseewind Leben', logo: 'ostseewind-leben.svg' },
  { name: 'Rosenau Vorsorge', logo: 'rosenau-vorsorge.svg' },
  { name: 'Sonnenfeld Leben', logo: 'sonnenfeld-leben.svg' },
  { name: 'Wattenmeer Vorsorge', logo: 'wattenmeer-vorsorge.svg' },
  { name: 'Weserland Versicherung', logo: 'weserland-versicherung.svg' },
];
