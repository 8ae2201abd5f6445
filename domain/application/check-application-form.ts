import { checkBirthdayText } from '../age/check-birthday';
import { type CalendarDay, germanDateToIso, isoDayOf } from '../calendar/calendar-day';
import { type Country, countryByIsoCode } from '../countries/country';
import { checkEmail } from '../login/check-login-fields';
import { PRODUCT_PROFILES } from '../products/product-profile';
import type { ProductType } from '../products/product-type';
import { err, ok, type Result } from '../result';
import { defaultPersonalData } from '../session/personal-data';
import { normalizeTaxIdInput } from '../tax-id/normalize-tax-id-input';
import { validateTaxId } from '../tax-id/validate-tax-id';
import {
  APPLICATION_FORM_INVALID_MESSAGE,
  type ApplicationField,
  type ApplicationFieldErrors,
  type ApplicationFormError,
  type ApplicationFormInput,
} from './application-fields';
import type { ApplicationForm } from './application-form';
import { DEFAULT_BENEFICIARY, isBeneficiaryOption } from './beneficiary';
import { beneficiaryOptionsFor, needsBeneficiaryName } from './beneficiary-choice';
import { checkRiesterAllowance } from './check-riester-allowance';
import { checkChoice, FieldErrors, fromResult } from './field-errors';
import { checkIban } from './iban';
import {
  APPLICATION_SALUTATIONS,
  APPLICATION_TITLES,
  checkGermanPhone,
  checkHouseNumber,
  checkNameText,
  checkPostalCode,
  checkStreet,
  type FieldCheck,
  parseYesNo,
} from './person-fields';
import { isResidencePermit } from './residence-permit';

const MAX_ACCOUNT_HOLDER_LENGTH = 70;

const checkBirthdayField = (
  input: string,
  product: ProductType,
  today: CalendarDay,
): FieldCheck<string> => {
  const text = input.trim();
  if (text === '') return err('Bitte geben Sie Ihr Geburtsdatum an.');
  // Typed as TT.MM.JJJJ on the page; ISO from the JSON API.
  const iso = isoDayOf(text) === null ? (germanDateToIso(text) ?? text) : text;
  const check = checkBirthdayText(iso, product, today);
  if (check.state === 'invalid') return err(check.message);
  return check.iso === null ? err('Bitte geben Sie Ihr Geburtsdatum an.') : ok(check.iso);
};

const checkCountry = (input: string, missing: string): FieldCheck<Country> => {
  if (input.trim() === '') return err(missing);
  const country = countryByIsoCode(input);
  return country === null ? err('Bitte wählen Sie ein Land aus der Liste aus.') : ok(country);
};

/** EU/EEA nationals (and, as SPEC §3 flags it, Swiss ones) need no residence permit. */
export const needsResidencePermit = (nationality: Country): boolean => !nationality.isEea;

/**
 * Checks everything a customer entered on /personal-data for the product's application (issue
 * "the application", step 3) and answers the normalised ApplicationForm, or every field's German
 * message at once. `today` is the Berlin calendar date (the birthday's age limits).
 */
export const checkApplicationForm = (
  input: ApplicationFormInput,
  product: ProductType,
  today: CalendarDay,
): Result<ApplicationForm, ApplicationFormError> => {
  const errors = new FieldErrors();
  const text = (field: ApplicationField): string => input[field] ?? '';

  const salutation = errors.take(
    'salutation',
    checkChoice(APPLICATION_SALUTATIONS, text('salutation'), 'Bitte wählen Sie eine Anrede aus.'),
  );
  const titleText = text('title').trim();
  const title =
    titleText === ''
      ? null
      : errors.take(
          'title',
          checkChoice(
            APPLICATION_TITLES,
            titleText,
            'Bitte wählen Sie einen Titel aus der Liste aus.',
          ),
        );
  const firstName = errors.take(
    'firstName',
    checkNameText(text('firstName'), {
      missing: 'Bitte geben Sie Ihren Vornamen an.',
      label: 'Der Vorname',
    }),
  );
  const lastName = errors.take(
    'lastName',
    checkNameText(text('lastName'), {
      missing: 'Bitte geben Sie Ihren Nachnamen an.',
      label: 'Der Nachname',
    }),
  );
  const birthday = errors.take('birthday', checkBirthdayField(text('birthday'), product, today));
  const postalCode = errors.take('postalCode', checkPostalCode(text('postalCode')));
  const city = errors.take(
    'city',
    checkNameText(text('city'), {
      missing: 'Bitte geben Sie Ihren Wohnort an.',
      label: 'Der Wohnort',
    }),
  );
  const street = errors.take('street', checkStreet(text('street')));
  const houseNumber = errors.take('houseNumber', checkHouseNumber(text('houseNumber')));
  const email = errors.take(
    'email',
    text('email').trim() === ''
      ? err('Bitte geben Sie Ihre E-Mail-Adresse an.')
      : fromResult(checkEmail(text('email'))),
  );
  const phoneNumber = errors.take('phoneNumber', checkGermanPhone(text('phoneNumber')));
  // SPEC §3: the advisor may get in touch unless the customer says no.
  const agreementToContactFromAdvisor = parseYesNo(input.agreementToContactFromAdvisor) ?? true;

  const nationality = errors.take(
    'nationality',
    checkCountry(text('nationality'), 'Bitte wählen Sie Ihre Staatsangehörigkeit aus.'),
  );
  const countryOfResidence = errors.take(
    'countryOfResidence',
    checkCountry(text('countryOfResidence'), 'Bitte wählen Sie das Land Ihres Wohnsitzes aus.'),
  );
  const placeOfBirth = errors.take(
    'placeOfBirth',
    checkNameText(text('placeOfBirth'), {
      missing: 'Bitte geben Sie Ihren Geburtsort an.',
      label: 'Der Geburtsort',
    }),
  );
  const permitNeeded = nationality !== null && needsResidencePermit(nationality);
  const permitText = text('residencePermit').trim();
  const residencePermit = permitNeeded
    ? errors.take(
        'residencePermit',
        isResidencePermit(permitText)
          ? ok(permitText)
          : err('Bitte geben Sie an, welche Aufenthaltserlaubnis Sie haben.'),
      )
    : null;
  const taxIdText = normalizeTaxIdInput(text('taxId').trim());
  const taxId = errors.take(
    'taxId',
    taxIdText === ''
      ? err('Bitte geben Sie Ihre Steuer-Identifikationsnummer an.')
      : fromResult(validateTaxId(taxIdText)),
  );
  const iban = errors.take('iban', fromResult(checkIban(text('iban'))));
  const accountHolder = errors.take(
    'accountHolder',
    checkNameText(
      text('accountHolder'),
      { missing: 'Bitte geben Sie den Kontoinhaber an.', label: 'Der Name des Kontoinhabers' },
      MAX_ACCOUNT_HOLDER_LENGTH,
    ),
  );

  const beneficiaryText = text('beneficiary').trim();
  const beneficiaryChoice = beneficiaryText === '' ? DEFAULT_BENEFICIARY : beneficiaryText;
  const beneficiary = errors.take(
    'beneficiary',
    isBeneficiaryOption(beneficiaryChoice) &&
      beneficiaryOptionsFor(product).includes(beneficiaryChoice)
      ? ok(beneficiaryChoice)
      : err('Bitte wählen Sie aus, wer im Todesfall die Leistung erhält.'),
  );
  const beneficiaryName =
    beneficiary !== null && needsBeneficiaryName(beneficiary)
      ? errors.take(
          'beneficiaryName',
          checkNameText(
            text('beneficiaryName'),
            {
              missing: 'Bitte geben Sie Vor- und Nachnamen der bezugsberechtigten Person an.',
              label: 'Der Name der bezugsberechtigten Person',
            },
            MAX_ACCOUNT_HOLDER_LENGTH,
          ),
        )
      : null;
  const politicallyExposed = errors.take(
    'politicallyExposed',
    ((answer) =>
      answer === null
        ? err('Bitte beantworten Sie die Frage, ob Sie eine politisch exponierte Person sind.')
        : ok(answer))(parseYesNo(input.politicallyExposed)),
  );
  const riesterAllowance =
    PRODUCT_PROFILES[product].subsidy === 'riester'
      ? checkRiesterAllowance(input, birthday, today, errors)
      : null;

  if (Object.keys(errors.errors).length > 0) {
    return err({
      kind: 'application/invalid',
      message: APPLICATION_FORM_INVALID_MESSAGE,
      fields: errors.errors as ApplicationFieldErrors,
    });
  }
  // Every check above passed, so no value is null here (but for the optional ones).
  const must = <T>(value: T | null): T => value as T;
  return ok({
    personal: {
      ...defaultPersonalData(),
      salutation: salutation === 'keine Angabe' ? null : must(salutation),
      title,
      birthday: must(birthday),
      firstName: must(firstName),
      lastName: must(lastName),
      email: must(email),
      phoneNumber: must(phoneNumber),
      address: {
        postalCode: must(postalCode),
        city: must(city),
        street: must(street),
        houseNumber: must(houseNumber),
      },
      agreementToContactFromAdvisor,
    },
    nationality: must(nationality).isoCode,
    countryOfResidence: must(countryOfResidence).isoCode,
    placeOfBirth: must(placeOfBirth),
    residencePermit,
    taxId: must(taxId),
    iban: must(iban),
    accountHolder: must(accountHolder),
    beneficiary: must(beneficiary),
    beneficiaryName,
    politicallyExposed: must(politicallyExposed),
    riesterAllowance:
      PRODUCT_PROFILES[product].subsidy === 'riester' ? must(riesterAllowance) : null,
  });
};
