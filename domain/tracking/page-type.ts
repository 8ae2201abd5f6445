import { isOneOf } from '../value-set';

// SPEC §2: page types — SEA (search ads), PSSSEO (organic content pages), other.
export const PAGE_TYPES = ['SEA', 'PSSSEO', 'other'] as const;
export type PageType = (typeof PAGE_TYPES)[number];
export const isPageType = (input: unknown): input is PageType => isOneOf(PAGE_TYPES, input);
