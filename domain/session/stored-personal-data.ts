import { germanDateOfIso, germanDateToIso } from '../calendar/calendar-day';

// SPEC §3: the stored personal data (PERSONAL_DATA_STORAGE_KEY) as the application form reads
// and extends it.

const ADDRESS_FIELDS = ['postalCode', 'city', 'street', 'houseNumber'] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];
const isAddressField = (name: string): name is AddressField =>
  (ADDRESS_FIELDS as readonly string[]).includes(name);

const recordOf = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * The stored entry as a form's flat text values: the SPEC §3 fields (address fields out of
 * `address`, the ISO birthday as DD.MM.YYYY) and the form's own kept answers; anything that is not
 * text (null, flags) is left out.
 */
export const formValuesOfStoredPersonalData = (stored: unknown): Record<string, string> => {
  const record = recordOf(stored);
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(record)) {
    if (typeof value === 'string' && !isAddressField(name)) values[name] = value;
  }
  const address = recordOf(record.address);
  for (const name of ADDRESS_FIELDS) {
    const value = address[name];
    if (typeof value === 'string') values[name] = value;
  }
  if (values.birthday !== undefined) values.birthday = germanDateOfIso(values.birthday);
  return values;
};

/**
 * The stored entry with a form's values written in: the SPEC §3 shape kept (address nested, a
 * complete birthday as ISO), everything the form does not know (agreementToContactFromAdvisor,
 * newTermsConfirmed, …) as it was.
 */
export const storedPersonalDataWith = (
  stored: unknown,
  values: Readonly<Record<string, string>>,
): Record<string, unknown> => {
  const record = recordOf(stored);
  const next: Record<string, unknown> = { ...record };
  const address: Record<string, unknown> = { ...recordOf(record.address) };
  for (const [name, value] of Object.entries(values)) {
    if (isAddressField(name)) address[name] = value;
    else if (name === 'birthday') next.birthday = germanDateToIso(value) ?? value;
    else next[name] = value;
  }
  next.address = address;
  return next;
};
