import { describe, expect, it } from 'vitest';
import { checkApplicationForm } from '../../../domain/application/check-application-form';
import { TAX_ID_MESSAGES } from '../../../domain/tax-id/tax-id-error';
import {
  VALID_APPLICATION_INPUT,
  VALID_RIESTER_INPUT,
} from '../../fixtures/application-form-input';

const TODAY = { year: 2026, month: 11, day: 26 };

const fieldsOf = (input: Readonly<Record<string, string>>, product = 'schicht3' as const) => {
  const check = checkApplicationForm(input, product, TODAY);
  return check.ok ? {} : check.error.fields;
};

describe('checkApplicationForm', () => {
  it('answers the normalised form for valid input', () => {
    const check = checkApplicationForm(VALID_APPLICATION_INPUT, 'schicht3', TODAY);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.value).toMatchObject({
      personal: {
        salutation: 'Frau',
        title: null,
        firstName: 'Jörg-Renée',
        birthday: '1986-08-17',
        address: { postalCode: '10115', city: 'Berlin', houseNumber: '12a' },
        agreementToContactFromAdvisor: true,
      },
      nationality: 'DE',
      residencePermit: null,
      taxId: '86095742719',
      iban: 'DE89370400440532013000',
      beneficiary: 'spousePartnerAndChildren',
      politicallyExposed: false,
      riesterAllowance: null,
    });
  });

  it('reports every wrong field at once, each with its German message', () => {
    const fields = fieldsOf({});
    expect(Object.keys(fields).sort()).toEqual(
      [
        'salutation',
        'firstName',
        'lastName',
        'birthday',
        'postalCode',
        'city',
        'street',
        'houseNumber',
        'email',
        'phoneNumber',
        'nationality',
        'countryOfResidence',
        'placeOfBirth',
        'taxId',
        'iban',
        'accountHolder',
        'politicallyExposed',
      ].sort(),
    );
    expect(fields.firstName).toBe('Bitte geben Sie Ihren Vornamen an.');
    expect(fields.iban).toBe('Bitte geben Sie Ihre IBAN an.');
  });

  it.each([
    ['taxId', '86095742718', TAX_ID_MESSAGES['tax-id/checksum']],
    [
      'iban',
      'DE89 3704 0044 0532 0130 01',
      'Die Prüfziffern der IBAN stimmen nicht. Bitte prüfen Sie Ihre Eingabe.',
    ],
    [
      'iban',
      'US12 3456 7890',
      'Bitte geben Sie eine IBAN aus dem SEPA-Raum an (beginnt mit dem Ländercode, z. B. DE).',
    ],
    ['postalCode', '1011', 'Die Postleitzahl besteht aus genau 5 Ziffern.'],
    ['birthday', '17.08.1950', 'Das Höchstalter beträgt 62 Jahre'],
    ['birthday', '31.02.1986', 'Bitte geben Sie ein gültiges Geburtsdatum an'],
    ['birthday', '', 'Bitte geben Sie Ihr Geburtsdatum an.'],
    ['firstName', 'x'.repeat(10_000), 'Der Vorname darf höchstens 50 Zeichen lang sein.'],
    [
      'lastName',
      '<script>alert(1)</script>',
      'Der Nachname darf nur Buchstaben, Leerzeichen, Bindestrich, Punkt und Apostroph enthalten.',
    ],
    [
      'lastName',
      'Müller2',
      'Der Nachname darf nur Buchstaben, Leerzeichen, Bindestrich, Punkt und Apostroph enthalten.',
    ],
    ['houseNumber', 'zwölf', 'Bitte geben Sie eine gültige Hausnummer an, z. B. 12, 12a oder 7-9.'],
    ['email', 'kein-at.de', 'Bitte geben Sie eine gültige E-Mail-Adresse an.'],
    [
      'phoneNumber',
      '12',
      'Bitte geben Sie eine gültige deutsche Telefonnummer an, z. B. 030 1234567 oder +49 170 1234567.',
    ],
    ['nationality', 'ZZ', 'Bitte wählen Sie ein Land aus der Liste aus.'],
    ['salutation', 'Herrin', 'Bitte wählen Sie eine Anrede aus.'],
    ['title', 'Dr. med.', 'Bitte wählen Sie einen Titel aus der Liste aus.'],
    [
      'politicallyExposed',
      '',
      'Bitte beantworten Sie die Frage, ob Sie eine politisch exponierte Person sind.',
    ],
  ])('%s %j → its message', (field, value, message) => {
    const fields = fieldsOf({ ...VALID_APPLICATION_INPUT, [field]: value });
    expect(fields).toEqual({ [field]: message });
  });

  it.each([['12'], ['12a'], ['12 a'], ['7-9'], ['7–9'], ['3/1'], ['12a-c']])(
    'accepts the house number %j',
    (houseNumber) => {
      expect(fieldsOf({ ...VALID_APPLICATION_INPUT, houseNumber })).toEqual({});
    },
  );

  it('takes the Sofortrente age limit of 80', () => {
    const input = { ...VALID_APPLICATION_INPUT, birthday: '1950-01-01' };
    expect(checkApplicationForm(input, 'sofort', TODAY).ok).toBe(true);
    expect(checkApplicationForm(input, 'schicht3', TODAY).ok).toBe(false);
  });

  it('asks for the residence permit exactly for nationals outside the EU/EEA', () => {
    expect(fieldsOf({ ...VALID_APPLICATION_INPUT, nationality: 'US' })).toEqual({
      residencePermit: 'Bitte geben Sie an, welche Aufenthaltserlaubnis Sie haben.',
    });
    const withPermit = checkApplicationForm(
      { ...VALID_APPLICATION_INPUT, nationality: 'US', residencePermit: 'unbeschränkte' },
      'schicht3',
      TODAY,
    );
    expect(withPermit.ok && withPermit.value.residencePermit).toBe('unbeschränkte');
    const eu = checkApplicationForm(
      { ...VALID_APPLICATION_INPUT, nationality: 'AT', residencePermit: 'beschränkte' },
      'schicht3',
      TODAY,
    );
    expect(eu.ok && eu.value.residencePermit).toBe(null);
  });

  it('keeps the advisor contact unless the customer says no', () => {
    const { agreementToContactFromAdvisor: _, ...without } = VALID_APPLICATION_INPUT;
    const absent = checkApplicationForm(without, 'schicht3', TODAY);
    expect(absent.ok && absent.value.personal.agreementToContactFromAdvisor).toBe(true);
    const no = checkApplicationForm(
      { ...VALID_APPLICATION_INPUT, agreementToContactFromAdvisor: 'false' },
      'schicht3',
      TODAY,
    );
    expect(no.ok && no.value.personal.agreementToContactFromAdvisor).toBe(false);
  });

  it('needs a name for another person as beneficiary', () => {
    expect(fieldsOf({ ...VALID_APPLICATION_INPUT, beneficiary: 'otherPerson' })).toEqual({
      beneficiaryName: 'Bitte geben Sie Vor- und Nachnamen der bezugsberechtigten Person an.',
    });
  });

  it('offers förderschädlich variants only for Riester and Rürup', () => {
    const harmful = { ...VALID_RIESTER_INPUT, beneficiary: 'heirsEqualPartsHarmful' };
    expect(checkApplicationForm(harmful, 'riester', TODAY).ok).toBe(true);
    expect(checkApplicationForm(harmful, 'schicht3', TODAY).ok).toBe(false);
    const plain = { ...VALID_RIESTER_INPUT, beneficiary: 'heirsEqualParts' };
    expect(checkApplicationForm(plain, 'ruerup', TODAY).ok).toBe(false);
  });

  describe('the Riester allowance application', () => {
    it('answers it for riester only', () => {
      const check = checkApplicationForm(VALID_RIESTER_INPUT, 'riester', TODAY);
      expect(check.ok && check.value.riesterAllowance).toEqual({
        permanentApplication: true,
        eligibility: 'unmittelbar',
        socialSecurityNumber: '65170886M004',
        allowanceNumber: null,
        children: [],
      });
      const other = checkApplicationForm(VALID_RIESTER_INPUT, 'schicht3', TODAY);
      expect(other.ok && other.value.riesterAllowance).toBe(null);
    });

    it('takes a Zulagenummer when there is no Sozialversicherungsnummer', () => {
      const check = checkApplicationForm(
        { ...VALID_RIESTER_INPUT, socialSecurityNumber: '', allowanceNumber: '1234 5678 901A' },
        'riester',
        TODAY,
      );
      expect(check.ok && check.value.riesterAllowance?.allowanceNumber).toBe('12345678901A');
    });

    it('reports its fields', () => {
      const fields = fieldsOf(
        {
          ...VALID_APPLICATION_INPUT,
          riesterEligibility: 'nein',
          socialSecurityNumber: '65 170839 J 00 3',
        },
        'riester' as 'schicht3',
      );
      expect(fields).toEqual({
        allowanceApplication:
          'Bitte wählen Sie, ob Sie die Zulage einmalig oder dauerhaft beantragen.',
        riesterEligibility:
          'Bitte wählen Sie, ob Sie unmittelbar oder mittelbar förderberechtigt sind.',
        socialSecurityNumber:
          'Die Stellen 3 bis 8 der Sozialversicherungsnummer müssen Ihrem Geburtsdatum (TTMMJJ) entsprechen.',
      });
    });
  });
});
