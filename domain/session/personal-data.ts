// SPEC §3: the personal data kept in the browser's session storage.
export interface Address {
  readonly postalCode: string;
  readonly city: string;
  readonly street: string;
  readonly houseNumber: string;
}

export interface PersonalData {
  /** 'Herr', 'Frau', …; the spec does not show the values. */
  readonly salutation: string | null;
  readonly title: string | null;
  /** ISO 'YYYY-MM-DD'. */
  readonly birthday: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phoneNumber: string;
  readonly address: Address;
  readonly agreementToContactFromAdvisor: boolean;
  readonly consultingProcess: { readonly questionnaireId: string | null };
  readonly updateSsoData: boolean;
  /** SPEC §4: set to false by a logged-in login callback. */
  readonly newTermsConfirmed: boolean;
}

/** SPEC §3: stored alongside the personal data. */
export interface PersonalDataExtras {
  readonly email: string | null;
  readonly phoneNumber: string | null;
  readonly loginType: string | null;
  readonly isAnonymous: boolean;
  readonly bestSsoMode: string | null;
  readonly inquiryJourneyType: string | null;
}

export const emptyAddress = (): Address => ({
  postalCode: '',
  city: '',
  street: '',
  houseNumber: '',
});

/** Nothing entered yet; the advisor may contact the customer by default (SPEC §3). */
export const defaultPersonalData = (): PersonalData => ({
  salutation: null,
  title: null,
  birthday: null,
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  address: emptyAddress(),
  agreementToContactFromAdvisor: true,
  consultingProcess: { questionnaireId: null },
  updateSsoData: false,
  newTermsConfirmed: false,
});

export const defaultPersonalDataExtras = (): PersonalDataExtras => ({
  email: null,
  phoneNumber: null,
  loginType: null,
  isAnonymous: false,
  bestSsoMode: null,
  inquiryJourneyType: null,
});
