import type { ReactElement } from 'react';
import { telHrefOf } from './tel-href';

/** A phone number as written, dialled by a tap on phones. */
export const PhoneLink = ({
  phone,
  className,
}: {
  readonly phone: string;
  readonly className?: string;
}): ReactElement => (
  <a className={className} href={telHrefOf(phone)}>
    {phone}
  </a>
);
