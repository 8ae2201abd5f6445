import type { ReactElement, ReactNode } from 'react';
import { DEMO_LABEL, type PostalAddress } from '../../../domain/legal/portal-operator';

/** A postal address as the legal pages show it: name in bold, then its lines. */
export const Address = ({
  address,
  web,
  phone,
}: {
  readonly address: PostalAddress;
  readonly web?: string;
  readonly phone?: string;
}): ReactElement => (
  <address className="legal__address">
    <strong>{address.name}</strong>
    {address.lines.map((line) => (
      <span key={line}>{line}</span>
    ))}
    {phone === undefined ? null : <span>Telefon: {phone}</span>}
    {web === undefined ? null : (
      <span>
        <a href={web} rel="noopener">
          {web.replace(/^https:\/\//, '')}
        </a>
      </span>
    )}
  </address>
);

/** Says above a page that its company data are invented. */
export const DemoNotice = ({ children }: { readonly children: ReactNode }): ReactElement => (
  <p className="legal__demo" role="note">
    <strong>{DEMO_LABEL}:</strong> {children}
  </p>
);

/** A numbered part of a legal page with its own heading. */
export const LegalSection = ({
  heading,
  children,
}: {
  readonly heading: string;
  readonly children: ReactNode;
}): ReactElement => (
  <section className="legal__section">
    <h2>{heading}</h2>
    {children}
  </section>
);
