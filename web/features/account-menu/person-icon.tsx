import type { ReactElement } from 'react';

/** A head-and-shoulders outline for the account entry; decoration only. */
export const PersonIcon = (): ReactElement => (
  <svg className="rk-account-menu__icon" viewBox="0 0 24 24" aria-hidden="true">
    <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);
