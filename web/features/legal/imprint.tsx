import type { ReactElement } from 'react';
import { ARBITRATION_BODIES, BROKER_REGISTER } from '../../../domain/legal/official-bodies';
import { operatorAddress, PORTAL_OPERATOR } from '../../../domain/legal/portal-operator';
import { Address, DemoNotice, LegalSection } from './legal-parts';

/** The Impressum (§ 5 DDG, § 18 Abs. 2 MStV) with the broker's register entry (§ 34d GewO). */
export const Imprint = ({ phone }: { readonly phone: string }): ReactElement => (
  <>
    <DemoNotice>
      Rentenkompass ist ein Demo-Portal. Firma, Anschrift, Register- und Steuernummern auf dieser
      Seite sind erfunden; echte Verträge kommen über dieses Portal nicht zustande.
    </DemoNotice>
    <LegalSection heading="Angaben gemäß § 5 DDG">
      <Address address={operatorAddress()} />
      <p>Vertreten durch: {PORTAL_OPERATOR.representedBy}</p>
    </LegalSection>
    <LegalSection heading="Kontakt">
      <p>
        Telefon (kostenlos): {phone}
        <br />
        E-Mail: {PORTAL_OPERATOR.email}
      </p>
    </LegalSection>
    <LegalSection heading="Registereintrag und Umsatzsteuer">
      <p>
        Handelsregister: {PORTAL_OPERATOR.commercialRegister}
        <br />
        Umsatzsteuer-Identifikationsnummer nach § 27a UStG: {PORTAL_OPERATOR.vatId}
      </p>
    </LegalSection>
    <LegalSection heading="Versicherungsvermittler nach § 34d GewO">
      <p>
        Wir sind als Versicherungsmakler mit Erlaubnis nach § 34d Abs. 1 GewO tätig. Die Erlaubnis
        hat erteilt:
      </p>
      <Address address={PORTAL_OPERATOR.permissionAuthority} />
      <p>
        Eintragung im Vermittlerregister unter der Registrierungsnummer{' '}
        {PORTAL_OPERATOR.brokerRegisterNumber}. Das Register führt:
      </p>
      <Address address={BROKER_REGISTER} phone={BROKER_REGISTER.phone} web={BROKER_REGISTER.web} />
      <p>
        Berufsrechtliche Regelungen: § 34d Gewerbeordnung, §§ 59–68 Versicherungsvertragsgesetz und
        die Versicherungsvermittlungsverordnung, nachzulesen unter{' '}
        <a href="https://www.gesetze-im-internet.de" rel="noopener">
          www.gesetze-im-internet.de
        </a>
        . Weitere Pflichtangaben für Versicherungsmakler finden Sie in unserer{' '}
        <a href="/erstinformation">Erstinformation</a>.
      </p>
    </LegalSection>
    <LegalSection heading="Schlichtungsstellen">
      <p>
        Bei Streitigkeiten mit Versicherungsvermittlern können Sie sich an diese
        Verbraucherschlichtungsstellen wenden; wir nehmen an Verfahren vor ihnen teil:
      </p>
      {ARBITRATION_BODIES.map((body) => (
        <Address key={body.name} address={body} web={body.web} />
      ))}
    </LegalSection>
    <LegalSection heading="Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV">
      <p>{PORTAL_OPERATOR.representedBy}, Anschrift wie oben.</p>
    </LegalSection>
  </>
);
