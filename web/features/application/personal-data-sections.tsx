import type { ReactElement } from 'react';
import { BENEFICIARY_LABELS, isHarmfulToSubsidy } from '../../../domain/application/beneficiary';
import {
  beneficiaryOptionsFor,
  beneficiaryWarning,
} from '../../../domain/application/beneficiary-choice';
import {
  APPLICATION_SALUTATIONS,
  APPLICATION_TITLES,
} from '../../../domain/application/person-fields';
import {
  RESIDENCE_PERMIT_LABELS,
  RESIDENCE_PERMITS,
} from '../../../domain/application/residence-permit';
import { COUNTRIES } from '../../../domain/countries/country';
import { PRODUCT_PROFILES } from '../../../domain/products/product-profile';
import type { ProductType } from '../../../domain/products/product-type';
import {
  ChoiceField,
  type FieldContext,
  FieldGroup,
  TextField,
} from '../../components/form/form-fields';
import { AgreementCheckbox, type MarkedOption, MarkedSelect } from './application-controls';
import { ChildrenFieldset } from './children-fieldset';

// The country list once: EU/EEA nationals need no residence permit (the reveal reads data-eea).
const COUNTRY_OPTIONS: readonly MarkedOption[] = [
  { value: '', label: 'Bitte wählen', marks: ['eea'] },
  ...COUNTRIES.map((c) => ({ value: c.isoCode, label: c.name, marks: c.isEea ? ['eea'] : [] })),
];

const PersonSection = ({ ctx }: { readonly ctx: FieldContext }): ReactElement => (
  <FieldGroup title="Persönliche Angaben">
    <div className="app-row">
      <MarkedSelect
        ctx={ctx}
        name="salutation"
        label="Anrede"
        autoComplete="honorific-prefix"
        options={[
          { value: '', label: 'Bitte wählen' },
          ...APPLICATION_SALUTATIONS.map((s) => ({ value: s, label: s })),
        ]}
      />
      <MarkedSelect
        ctx={ctx}
        name="title"
        label="Titel (optional)"
        options={[
          { value: '', label: 'Kein Titel' },
          ...APPLICATION_TITLES.map((t) => ({ value: t, label: t })),
        ]}
      />
    </div>
    <div className="app-row">
      <TextField ctx={ctx} name="firstName" label="Vorname" autoComplete="given-name" />
      <TextField ctx={ctx} name="lastName" label="Nachname" autoComplete="family-name" />
    </div>
    <TextField
      ctx={ctx}
      name="birthday"
      label="Geburtsdatum"
      hint="TT.MM.JJJJ, z. B. 17.08.1986"
      inputMode="numeric"
      autoComplete="bday"
      className="app-field--short"
    />
    <TextField
      ctx={ctx}
      name="email"
      label="E-Mail-Adresse"
      inputMode="email"
      autoComplete="email"
    />
    <TextField
      ctx={ctx}
      name="phoneNumber"
      label="Telefonnummer"
      hint="Für Rückfragen zu Ihrem Antrag, z. B. 030 1234567"
      inputMode="tel"
      autoComplete="tel"
    />
    <AgreementCheckbox ctx={ctx} name="agreementToContactFromAdvisor">
      Meine Beraterin oder mein Berater darf mich zu meinem Antrag telefonisch oder per E-Mail
      kontaktieren.
    </AgreementCheckbox>
  </FieldGroup>
);

const AddressSection = ({ ctx }: { readonly ctx: FieldContext }): ReactElement => (
  <FieldGroup title="Anschrift">
    <div className="app-row app-row--street">
      <TextField ctx={ctx} name="street" label="Straße" autoComplete="address-line1" />
      <TextField ctx={ctx} name="houseNumber" label="Hausnummer" autoComplete="address-line2" />
    </div>
    <div className="app-row app-row--city">
      <TextField
        ctx={ctx}
        name="postalCode"
        label="Postleitzahl"
        inputMode="numeric"
        autoComplete="postal-code"
      />
      <TextField ctx={ctx} name="city" label="Wohnort" autoComplete="address-level2" />
    </div>
  </FieldGroup>
);

const TaxSection = ({ ctx }: { readonly ctx: FieldContext }): ReactElement => (
  <FieldGroup title="Staatsangehörigkeit und Steuern">
    <MarkedSelect
      ctx={ctx}
      name="nationality"
      label="Staatsangehörigkeit"
      options={COUNTRY_OPTIONS}
      className="app-nationality"
    />
    <div className="app-reveal app-reveal--permit">
      <ChoiceField
        ctx={ctx}
        name="residencePermit"
        legend="Aufenthaltserlaubnis (für Staatsangehörige außerhalb der EU und des EWR)"
        choices={RESIDENCE_PERMITS.map((p) => ({ value: p, label: RESIDENCE_PERMIT_LABELS[p] }))}
      />
    </div>
    <MarkedSelect
      ctx={ctx}
      name="countryOfResidence"
      label="Land des Wohnsitzes"
      autoComplete="country"
      options={COUNTRY_OPTIONS}
    />
    <TextField ctx={ctx} name="placeOfBirth" label="Geburtsort" />
    <TextField
      ctx={ctx}
      name="taxId"
      label="Steuerliche Identifikationsnummer (Steuer-IdNr.)"
      hint="11 Ziffern, zu finden auf Ihrem Einkommensteuerbescheid oder Ihrer Lohnsteuerbescheinigung"
      inputMode="numeric"
    />
  </FieldGroup>
);

const BankSection = ({ ctx }: { readonly ctx: FieldContext }): ReactElement => (
  <FieldGroup title="Bankverbindung (SEPA-Lastschriftmandat)">
    <TextField
      ctx={ctx}
      name="iban"
      label="IBAN"
      hint="z. B. DE89 3704 0044 0532 0130 00"
      autoComplete="off"
    />
    <TextField ctx={ctx} name="accountHolder" label="Kontoinhaber" autoComplete="name" />
    <p className="step-note">
      Ich ermächtige den Versicherer, die Beiträge von meinem Konto mittels Lastschrift einzuziehen.
      Zugleich weise ich mein Kreditinstitut an, die Lastschriften einzulösen. Ich kann innerhalb
      von acht Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrages
      verlangen. Das Mandat gilt erst mit Ihrem Abschluss.
    </p>
  </FieldGroup>
);

const BeneficiarySection = ({
  ctx,
  product,
}: {
  readonly ctx: FieldContext;
  readonly product: ProductType;
}): ReactElement => {
  const options = beneficiaryOptionsFor(product);
  const warning = options
    .map((option) => beneficiaryWarning(option, product))
    .find((text) => text !== null);
  return (
    <FieldGroup title="Bezugsrecht im Todesfall">
      <MarkedSelect
        ctx={ctx}
        name="beneficiary"
        label="Wer erhält die Leistung, wenn Sie vor Rentenbeginn sterben?"
        options={options.map((option) => ({
          value: option,
          label: BENEFICIARY_LABELS[option],
          marks: [
            ...(isHarmfulToSubsidy(option) ? ['harmful'] : []),
            ...(option.startsWith('otherPerson') ? ['named'] : []),
          ],
        }))}
      />
      {warning === undefined ? null : (
        <p className="app-reveal app-reveal--harmful app-warning" role="note">
          {warning}
        </p>
      )}
      <div className="app-reveal app-reveal--named">
        <TextField
          ctx={ctx}
          name="beneficiaryName"
          label="Vor- und Nachname der bezugsberechtigten Person"
        />
      </div>
    </FieldGroup>
  );
};

const AntiMoneyLaunderingSection = ({ ctx }: { readonly ctx: FieldContext }): ReactElement => (
  <FieldGroup title="Angaben nach Geldwäschegesetz">
    <ChoiceField
      ctx={ctx}
      name="politicallyExposed"
      className="app-choice--stacked"
      legend="Sind Sie, ein Familienmitglied oder eine Ihnen bekanntermaßen nahestehende Person eine politisch exponierte Person (PEP)?"
      choices={[
        { value: 'nein', label: 'Nein' },
        {
          value: 'ja',
          label: 'Ja',
          description:
            'z. B. Staats- oder Regierungschef, Minister, Abgeordneter, Botschafter, Richter an obersten Gerichten (§ 1 Abs. 12 GwG)',
        },
      ]}
    />
  </FieldGroup>
);

const AllowanceSection = ({ ctx }: { readonly ctx: FieldContext }): ReactElement => (
  <FieldGroup title="Zulagenantrag">
    <ChoiceField
      ctx={ctx}
      name="allowanceApplication"
      className="app-choice--stacked"
      legend="Wie möchten Sie die Riester-Zulagen beantragen?"
      choices={[
        {
          value: 'dauerzulagenantrag',
          label: 'Dauerzulagenantrag',
          description: 'Der Versicherer beantragt die Zulagen jedes Jahr für Sie (empfohlen).',
        },
        { value: 'einmalig', label: 'Zulagenantrag für dieses Jahr' },
      ]}
    />
    <ChoiceField
      ctx={ctx}
      name="riesterEligibility"
      className="app-choice--stacked"
      legend="Wie sind Sie förderberechtigt?"
      choices={[
        {
          value: 'unmittelbar',
          label: 'Unmittelbar förderberechtigt',
          description: 'z. B. rentenversicherungspflichtig beschäftigt oder Beamter (§ 10a EStG)',
        },
        {
          value: 'mittelbar',
          label: 'Mittelbar förderberechtigt',
          description: 'über Ihren unmittelbar förderberechtigten Ehegatten (§ 79 Satz 2 EStG)',
        },
      ]}
    />
    <TextField
      ctx={ctx}
      name="socialSecurityNumber"
      label="Sozialversicherungsnummer"
      hint="12 Zeichen, z. B. 65 170839 J 00 3 – steht auf Ihrem Sozialversicherungsausweis"
    />
    <TextField
      ctx={ctx}
      name="allowanceNumber"
      label="Zulagenummer (nur ohne Sozialversicherungsnummer)"
      hint="Von der Zentralen Zulagenstelle für Altersvermögen vergeben"
    />
    <ChildrenFieldset ctx={ctx} />
  </FieldGroup>
);

/** Every section of /personal-data; Riester adds the allowance application. */
export const PersonalDataSections = ({
  ctx,
  product,
}: {
  readonly ctx: FieldContext;
  readonly product: ProductType;
}): ReactElement => (
  <>
    <PersonSection ctx={ctx} />
    <AddressSection ctx={ctx} />
    <TaxSection ctx={ctx} />
    <BankSection ctx={ctx} />
    <BeneficiarySection ctx={ctx} product={product} />
    <AntiMoneyLaunderingSection ctx={ctx} />
    {PRODUCT_PROFILES[product].subsidy === 'riester' ? <AllowanceSection ctx={ctx} /> : null}
  </>
);
