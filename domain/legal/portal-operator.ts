// The company behind the portal. This is a demo: name, address, register entries and numbers are
// invented and say so wherever they are shown (DEMO_LABEL).

/** Shown beside every invented company datum. */
export const DEMO_LABEL = 'Demodaten (Beispiel)';

export interface PostalAddress {
  readonly name: string;
  readonly lines: readonly string[];
}

export const PORTAL_OPERATOR = {
  name: 'Rentenkompass Demo GmbH',
  street: 'Beispielstraße 1',
  city: '10115 Berlin',
  representedBy: 'Erika Mustermann (Geschäftsführerin, Beispiel)',
  email: 'kontakt@rentenkompass.example',
  privacyEmail: 'datenschutz@rentenkompass.example',
  commercialRegister: 'Amtsgericht Charlottenburg, HRB 000000 B (Beispiel)',
  vatId: 'DE000000000 (Beispiel)',
  /** § 11a GewO: the number under which the DIHK register lists the broker. */
  brokerRegisterNumber: 'D-XXXX-XXXXX-00 (Beispiel)',
  /** The IHK that granted the § 34d Abs. 1 GewO permission (the seat's chamber). */
  permissionAuthority: {
    name: 'Industrie- und Handelskammer zu Berlin',
    lines: ['Fasanenstraße 85', '10623 Berlin'],
  },
} as const;

/** The operator's postal address as lines. */
export const operatorAddress = (): PostalAddress => ({
  name: PORTAL_OPERATOR.name,
  lines: [PORTAL_OPERATOR.street, PORTAL_OPERATOR.city],
});
