import type { ReactNode } from 'react';
import { filterSheetHtml } from '../features/result-list/filter-panel-html';
import { resultRowsHtml } from '../features/result-list/result-row-html';

/**
 * Server only: the islands the server writes as text without React's element walk (issue 31) —
 * the result rows and the filter sheet, each byte for byte what renderToString makes of them —
 * or null for any other island (React renders it).
 */
export const islandTextOf = (node: ReactNode): string | null =>
  resultRowsHtml(node) ?? filterSheetHtml(node);
