import type { ApplicationForm } from '../application/application-form';
import { riesterChildrenOf } from '../application/riester-children';

/** What a known value is, and so which placeholder takes its place. */
export type KnownValueKind = 'name' | 'address' | 'email' | 'number' | 'iban';

/** A value the server knows of a person (their form, their account) that no log line may show. */
export interface KnownPersonalValue {
  readonly kind: KnownValueKind;
  readonly value: string;
}

/** The names and contact data of an account or a login session. */
export interface KnownContact {
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly email?: string | null;
  readonly phoneNumber?: string | null;
}

const value = (kind: KnownValueKind, text: string | null | undefined): KnownPersonalValue[] =>
  typeof text === 'string' && text.trim() !== '' ? [{ kind, value: text.trim() }] : [];

/** The names and the address of an application form, with the numbers that name the person. */
const valuesOfForm = (form: ApplicationForm): KnownPersonalValue[] => {
  const { personal } = form;
  const { address } = personal;
  const allowance = form.riesterAllowance;
  const children = allowance === null ? [] : riesterChildrenOf(allowance);
  return [
    ...value('name', personal.firstName),
    ...value('name', personal.lastName),
    ...value('name', form.accountHolder),
    ...value('name', form.beneficiaryName),
    ...children.flatMap((child) => [
      ...value('name', child.firstName),
      ...value('name', child.lastName),
    ]),
    // The house number alone is any number; with its street it is an address.
    ...value('address', `${address.street} ${address.houseNumber}`),
    ...value('address', address.street),
    ...value('address', address.postalCode),
    ...value('address', address.city),
    ...value('address', form.placeOfBirth),
    ...value('email', personal.email),
    ...value('number', personal.phoneNumber),
    ...value('number', form.taxId),
    ...value('iban', form.iban),
    ...value('number', allowance?.socialSecurityNumber),
    ...value('number', allowance?.allowanceNumber),
  ];
};

/**
 * Every value a log line of the person must not show: their forms' (draft, stored applications)
 * and their accounts' and login sessions' names, addresses and contact data.
 */
export const knownPersonalValuesOf = (data: {
  readonly forms: readonly ApplicationForm[];
  readonly contacts: readonly KnownContact[];
}): readonly KnownPersonalValue[] => [
  ...data.forms.flatMap(valuesOfForm),
  ...data.contacts.flatMap((contact) => [
    ...value('name', contact.firstName),
    ...value('name', contact.lastName),
    ...value('email', contact.email),
    ...value('number', contact.phoneNumber),
  ]),
];
