import { createContext, useContext } from 'react';
import type { ConsentType } from '../../../domain/device/consent';

/** Where the consent form posts before the page's JavaScript runs (adapters/server/routes). */
export const CONSENT_FORM_ACTION = '/api/consent';

/** The visitor's consent as the shell keeps it, and the way to change it from a page. */
export interface ConsentControls {
  /** The consent given; null while the visitor has not chosen. */
  readonly consent: readonly ConsentType[] | null;
  /** Stores a new choice (cookie) and closes the dialog. */
  readonly save: (types: readonly ConsentType[]) => void;
}

export const ConsentControlsContext = createContext<ConsentControls | null>(null);

/** The shell's consent controls; null outside the shell (an error screen without it). */
export const useConsentControls = (): ConsentControls | null => useContext(ConsentControlsContext);
