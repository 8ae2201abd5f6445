import type { ReactElement } from 'react';
import { PORTAL_OPERATOR } from '../../../domain/legal/portal-operator';
import { DemoNotice, LegalSection } from './legal-parts';

/** The AGB of the demo portal: what the portal does, for whom, and what it does not promise. */
export const Terms = (): ReactElement => (
  <>
    <DemoNotice>
      Diese Geschäftsbedingungen gehören zu einem Demo-Portal mit erfundenem Anbieter und
      Beispieltarifen. Sie zeigen, was hier stehen würde; einen Vertrag begründen sie nicht.
    </DemoNotice>
    <LegalSection heading="§ 1 Geltungsbereich">
      <p>
        Diese Bedingungen gelten für die Nutzung des Vergleichsportals Rentenkompass der{' '}
        {PORTAL_OPERATOR.name} (im Folgenden „wir“) durch Verbraucherinnen und Verbraucher.
      </p>
    </LegalSection>
    <LegalSection heading="§ 2 Unsere Leistung">
      <p>
        Wir vergleichen Tarife der privaten Altersvorsorge anhand Ihrer Angaben und vermitteln als
        Versicherungsmakler Verträge mit Versicherern. Der Vergleich und die Vermittlung sind für
        Sie kostenlos; wir erhalten vom Versicherer eine Courtage, die im Beitrag enthalten ist.
      </p>
      <p>
        Die angezeigten Renten sind Hochrechnungen mit angenommenen Wertentwicklungen und keine
        Zusage. Verbindlich sind allein die Unterlagen und Bedingungen des Versicherers.
      </p>
    </LegalSection>
    <LegalSection heading="§ 3 Vertragsschluss mit dem Versicherer">
      <p>
        Ein Versicherungsvertrag kommt nicht mit uns, sondern mit dem gewählten Versicherer
        zustande, wenn dieser Ihren Antrag annimmt. Ihr gesetzliches Widerrufsrecht nach § 8 VVG
        bleibt unberührt.
      </p>
    </LegalSection>
    <LegalSection heading="§ 4 Ihre Angaben">
      <p>
        Bitte machen Sie Ihre Angaben vollständig und richtig; von ihnen hängen Vergleich, Beitrag
        und Leistung ab. Ein Kundenkonto ist nur für Sie bestimmt; halten Sie Ihr Passwort geheim.
      </p>
    </LegalSection>
    <LegalSection heading="§ 5 Haftung">
      <p>
        Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie für Schäden an Leben,
        Körper und Gesundheit. Für die Verletzung von Beratungs- und Dokumentationspflichten als
        Versicherungsmakler haften wir nach §§ 61, 63 VVG; dafür besteht eine
        Berufshaftpflichtversicherung nach § 34d Abs. 5 GewO.
      </p>
    </LegalSection>
    <LegalSection heading="§ 6 Schlussbestimmungen">
      <p>
        Es gilt deutsches Recht. Zwingende Verbraucherschutzvorschriften des Staates, in dem Sie
        Ihren gewöhnlichen Aufenthalt haben, bleiben unberührt.
      </p>
    </LegalSection>
  </>
);
