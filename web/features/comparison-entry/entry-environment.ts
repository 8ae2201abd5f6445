import type { EntryData, SaveEntry } from './entry-data';

/** What the page gives the entry widget: its data and the two actions of the call-to-action. */
export interface EntryEnvironment {
  readonly data: EntryData;
  /** SPEC §7 POST /bpm. */
  readonly save: SaveEntry;
  /** Goes to a page of the portal (client-side once hydrated). */
  readonly navigate: (to: string) => void;
  /**
   * Where the form without JavaScript posts: the page's own route (react-router's form action,
   * `/?index` on the index page), whose action saves and redirects; absent: the page's own URL.
   */
  readonly formAction?: string;
}
