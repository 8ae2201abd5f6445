import type { ReactElement } from 'react';
import {
  ARBITRATION_BODIES,
  BROKER_REGISTER,
  FINANCIAL_SUPERVISOR,
} from '../../../domain/legal/official-bodies';
import { operatorAddress, PORTAL_OPERATOR } from '../../../domain/legal/portal-operator';
import { Address, DemoNotice, LegalSection } from './legal-parts';

/**
 * The first information a broker gives before the first contact on a contract (§ 15 VersVermV in
 * the version of 2018): identity, status, register, holdings, advice and pay, arbitration.
 */
export const FirstInformation = (): ReactElement => (
  <>
    <DemoNotice>
      Firma, Anschrift und Registrierungsnummer sind erfunden. Die Anschriften von Register,
      Schlichtungsstellen und Aufsicht sind echt.
    </DemoNotice>
    <LegalSection heading="Wer wir sind">
      <Address address={operatorAddress()} />
      <p>E-Mail: {PORTAL_OPERATOR.email}</p>
    </LegalSection>
    <LegalSection heading="Unser Status">
      <p>
        Wir sind Versicherungsmakler mit Erlaubnis nach § 34d Abs. 1 der Gewerbeordnung. Die
        Erlaubnis hat erteilt:
      </p>
      <Address address={PORTAL_OPERATOR.permissionAuthority} />
    </LegalSection>
    <LegalSection heading="Eintrag im Vermittlerregister">
      <p>
        Registrierungsnummer: {PORTAL_OPERATOR.brokerRegisterNumber}. Sie können den Eintrag beim
        Register prüfen:
      </p>
      <Address address={BROKER_REGISTER} phone={BROKER_REGISTER.phone} web={BROKER_REGISTER.web} />
    </LegalSection>
    <LegalSection heading="Beteiligungen">
      <p>
        Wir halten keine direkte oder indirekte Beteiligung von mindestens 10 % an den Stimmrechten
        oder am Kapital eines Versicherungsunternehmens. Kein Versicherungsunternehmen und kein
        Mutterunternehmen eines Versicherers hält eine solche Beteiligung an uns.
      </p>
    </LegalSection>
    <LegalSection heading="Beratung und Vergütung">
      <p>
        Wir bieten Ihnen eine Beratung zu den vermittelten Versicherungen an (§§ 60, 61 VVG) und
        stützen sie auf eine ausgewogene Untersuchung der Tarife am Markt. Für die Vermittlung
        erhalten wir vom Versicherer eine Courtage, die im Versicherungsbeitrag enthalten ist; Sie
        zahlen uns nichts zusätzlich.
      </p>
    </LegalSection>
    <LegalSection heading="Schlichtungsstellen">
      <p>
        Bei Streitigkeiten können Sie sich an diese Schlichtungsstellen wenden; das Verfahren ist
        für Sie kostenlos:
      </p>
      {ARBITRATION_BODIES.map((body) => (
        <Address key={body.name} address={body} web={body.web} />
      ))}
    </LegalSection>
    <LegalSection heading="Aufsicht">
      <p>
        Die Versicherer, deren Tarife wir vermitteln, beaufsichtigt die Bundesanstalt für
        Finanzdienstleistungsaufsicht; dort können Sie sich auch beschweren:
      </p>
      <Address address={FINANCIAL_SUPERVISOR} web={FINANCIAL_SUPERVISOR.web} />
    </LegalSection>
  </>
);
