import { isValidElement, type ReactNode } from 'react';
import {
  journeyUrl,
  PERSONAL_LOGIN_PATH,
  tariffSearchDataOf,
} from '../../../domain/application/application-entry';
import {
  assumedReturnText,
  riesterAllowanceText,
} from '../../../domain/comparison-view/assumption-texts';
import { wishMismatchText } from '../../../domain/comparison-view/wish-texts';
import { tariffBookingUrlOf } from '../../../domain/consulting/consulting-paths';
import { WATCHLIST_PATH } from '../../../domain/customer-area/customer-area-paths';
import { bonusPointsText } from '../../../domain/points/bonus-points-text';
import { isProductType } from '../../../domain/products/product-type';
import { tariffDetailsUrl } from '../../../domain/result-view/compare-selection';
import { payInErrorText } from '../../../domain/result-view/pay-in-text';
import { resultPresentationOf } from '../../../domain/result-view/result-presentation';
import { decodeSearchQuery } from '../../../domain/search-data/decode';
import { encodeSearchQuery } from '../../../domain/search-data/encode';
import { gradeRatingOf } from '../../../domain/tariffs/grade';
import { escapeAsReact as esc } from '../../components/html-escape';
import {
  ROW_SAVE_FIELD,
  savedAnchorOf,
  watchlistActionOf,
} from '../../components/watchlist-save-form';
import { CARD_PROMOTION_BADGES, ResultRow } from './result-row';
import { rowTexts } from './result-texts';

/*
 * Server only (issue 31 finding 3): the result rows as HTML text, byte for byte what react-dom's
 * renderToString makes of <ResultRow> (test/web/features/result-list/result-row-html.test.tsx holds
 * them equal over every product, wish, flag and hostile text), so the browser hydrates them as
 * before. React's element walk cost about a third of a render worker's time for a new search;
 * the page's other parts still render with React. Never imported by the browser's code.
 */

type RowProps = Parameters<typeof ResultRow>[0];

/** A URL react-dom would write as it is (its sanitizeURL only replaces `javascript:` URLs). */
const safeUrl = (url: string): string | null => (url.startsWith('/') ? esc(url) : null);

/**
 * „Online abschließen“ as applicationEntryUrl writes it, the list's query decoded once per page;
 * the tariff's search query depends only on the row's contribution, one-time payment and start
 * (tariffSearchDataOf), most often the same for every row: encoded once per page for each.
 */
const onlineUrlsFor = (query: string) => {
  const decoded = decodeSearchQuery(query);
  const queries = new Map<string, string>();
  return (row: RowProps['row'], insuranceStart: string): string => {
    if (!decoded.ok) return journeyUrl(PERSONAL_LOGIN_PATH, row.tariffId, query);
    const { monthlyContribution, oneTimePayment } = row;
    const key = `${monthlyContribution} ${oneTimePayment} ${insuranceStart}`;
    let tariffQuery = queries.get(key);
    if (tariffQuery === undefined) {
      const tariff = {
        tariffId: row.tariffId,
        monthlyContribution,
        oneTimePayment,
        insuranceStart,
      };
      tariffQuery = encodeSearchQuery({
        searchData: tariffSearchDataOf(decoded.value.searchData, tariff),
        filters: decoded.value.filters,
      });
      queries.set(key, tariffQuery);
    }
    return journeyUrl(PERSONAL_LOGIN_PATH, row.tariffId, tariffQuery);
  };
};

// „Beratung vereinbaren“ depends only on the list's product and the tariff: kept per both (a
// bounded set: the catalogue's tariffs), not built from the list's query for every row.
const bookingUrls = new Map<string, string | null>();
const BOOKING_URLS_KEPT = 20_000;
// The product of the last list's query (its rows come one after the other).
let productFor: { readonly query: string; readonly product: string } = { query: '', product: '' };
const bookingUrlOf = (tariffId: string, query: string): string | null => {
  if (productFor.query !== query) {
    const product = new URLSearchParams(query).get('pt');
    // Only a product type counts (tariffBookingUrlOf drops anything else), and none has a space.
    productFor = { query, product: isProductType(product) ? product : '' };
  }
  const key = `${productFor.product} ${tariffId}`;
  let url = bookingUrls.get(key);
  if (url === undefined) {
    url = safeUrl(tariffBookingUrlOf('results', tariffId, query));
    if (bookingUrls.size < BOOKING_URLS_KEPT) bookingUrls.set(key, url);
  }
  return url;
};

/** One row as renderToString writes <ResultRow {...props}/>; null when a URL is not ours. */
const rowHtml = (
  props: RowProps,
  onlineUrlOf: (row: RowProps['row'], insuranceStart: string) => string,
): string | null => {
  const { row, position, facts, wishes, query, insuranceStart, showPoints, checked } = props;
  const locked = props.locked ?? false;
  const presentation = props.presentation ?? resultPresentationOf(undefined);
  const canSave = props.canSave ?? false;
  const t = rowTexts(row);
  const id = esc(row.tariffId);
  const name = esc(row.tariffName);
  const headingId = esc(`tarif-${row.tariffId}`);
  const mismatch = wishMismatchText(row, wishes);
  const details = safeUrl(tariffDetailsUrl(row.tariffId, query));
  const booking = bookingUrlOf(row.tariffId, query);
  const online =
    facts?.onlineContract === true ? safeUrl(onlineUrlOf(row, insuranceStart)) : undefined;
  const saveAction = canSave ? safeUrl(watchlistActionOf(props.listUrl ?? '')) : '';
  if (details === null || booking === null || online === null || saveAction === null) return null;
  let html = `<li id="platz-${position}" class="${mismatch === null ? 'result' : 'result result--mismatch'}" data-tariff-id="${id}" data-wish="${mismatch === null ? 'erfuellt' : 'nicht-erfuellt'}" aria-labelledby="${headingId}"><div class="result__head"><span class="result__logo" aria-hidden="true">${esc(row.insurerName.slice(0, 1))}</span><div class="result__names"><p class="result__insurer">${esc(row.insurerName)}</p><h2 class="result__tariff" id="${headingId}">${name}</h2></div><p class="result__grade"><span class="visually-hidden">Note </span><span class="result__grade-value">${esc(t.grade)}</span><span class="result__grade-label">${esc(gradeRatingOf(row.grade))}</span></p></div>`;
  if (mismatch !== null) {
    html += `<p class="result__mismatch" data-testid="wish-mismatch">${esc(mismatch)}</p>`;
  }
  if (row.payInError !== null) {
    html += `<p class="result__error" role="note">${esc(payInErrorText(row.payInError, facts?.limits ?? null))}</p>`;
  }
  html += `<dl class="result__figures"><div><dt>Beitrag</dt><dd>${esc(t.contribution)}</dd></div><div><dt>Garantierte Rente</dt><dd data-figure="guaranteedPension">${esc(t.guaranteedPension)}</dd></div><div><dt>Mögliche Rente</dt><dd class="result__projected"><span data-figure="projectedPension">${esc(t.projectedPension)}</span><span class="result__assumption" data-testid="assumed-return">${esc(assumedReturnText(row.assumedReturns))}</span></dd></div>`;
  if (presentation.showsCapital) {
    html += `<div><dt>Kapital zum Rentenbeginn</dt><dd data-figure="capitalAtRetirement">${esc(t.capital)}</dd></div>`;
  }
  if (row.riesterAllowances !== null) {
    html += `<div class="result__allowances"><dt>Riester-Zulagen</dt><dd data-figure="riesterAllowances">${esc(riesterAllowanceText(row.riesterAllowances))}</dd></div>`;
  }
  html += `<div><dt>Effektivkosten</dt><dd data-figure="effectiveCosts">${esc(t.effectiveCosts)}</dd></div>`;
  if (facts !== null && presentation.showsBeitragsGarantie) {
    html += `<div><dt>Beitragsgarantie</dt><dd>${esc(`${facts.beitragsGarantie}\u00a0%`)}</dd></div>`;
  }
  html += '</dl><div class="result__footer">';
  if (facts?.onlineContract === true) html += '<span class="result__badge">Online-Abschluss</span>';
  if (facts !== null && facts.promotion !== null) {
    html += `<span class="promotion-badge" data-testid="promotion-badge" data-promotion="${esc(facts.promotion)}">${esc(CARD_PROMOTION_BADGES[facts.promotion])}</span>`;
  }
  if (showPoints) html += `<span class="result__points">${esc(bonusPointsText(row.points))}</span>`;
  html += `<div class="result__actions"><label class="result__compare"><input type="checkbox"${locked ? ' disabled=""' : ''} name="tarif"${checked ? ' checked=""' : ''} value="${id}"/>Vergleichen</label><a class="rk-button rk-button--secondary result__details" href="${details}">Details<span class="visually-hidden"> zu ${name}</span></a>`;
  if (canSave) {
    html += `<button type="submit" class="rk-button rk-button--secondary result__save" value="${id}" data-testid="watchlist-save" name="${ROW_SAVE_FIELD}" formAction="${saveAction}" formMethod="post">Merken<span class="visually-hidden">: ${name}</span></button>`;
  }
  html += '</div></div>';
  if (canSave) {
    html += `<p class="watchlist-saved" id="${esc(savedAnchorOf('tariff', row.tariffId))}" data-testid="watchlist-saved">${esc(`Gemerkt: Der Tarif „${row.tariffName}“ steht jetzt auf Ihrem Merkzettel. `)}<a href="${WATCHLIST_PATH}">Zum Merkzettel</a></p>`;
  }
  html += '<div class="entry-actions" data-testid="entry-actions">';
  if (online !== undefined) {
    html += `<a class="rk-button rk-button--accent rk-button--small" href="${online}" data-testid="online-contract-entry">Online abschließen<span class="visually-hidden">: ${name}</span></a>`;
  }
  return `${html}<a class="rk-button rk-button--secondary rk-button--small" href="${booking}" data-testid="consultation-entry">Beratung vereinbaren<span class="visually-hidden">: ${name}</span></a></div></li>`;
};

/**
 * The HTML of an island's children when they are result rows only (the list's <ol>), else null:
 * the caller renders them with React then.
 */
export const resultRowsHtml = (node: ReactNode): string | null => {
  if (!Array.isArray(node) || node.length === 0) return null;
  // The rows of a list share its query: decoded once.
  let decodedFor: string | null = null;
  let onlineUrlOf: ReturnType<typeof onlineUrlsFor> = () => '';
  let html = '';
  for (const element of node as unknown[]) {
    if (!isValidElement(element) || element.type !== ResultRow) return null;
    const props = element.props as RowProps;
    if (props.query !== decodedFor) {
      decodedFor = props.query;
      onlineUrlOf = onlineUrlsFor(props.query);
    }
    const row = rowHtml(props, onlineUrlOf);
    if (row === null) return null;
    html += row;
  }
  return html;
};
