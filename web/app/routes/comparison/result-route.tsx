import type { ReactElement } from 'react';
import {
  type LoaderFunctionArgs,
  redirect,
  useLoaderData,
  useRouteLoaderData,
  useSubmit,
} from 'react-router-dom';
import { SHOW_ROWS_PARAMETER, visibleRowsOf } from '../../../../domain/comparison/comparison-page';
import { stepOfComparisonError } from '../../../../domain/onboarding/error-step';
import { RESULT_PATH, STEP_PATHS } from '../../../../domain/onboarding/flow-steps';
import { readStepRequest, searchUrl } from '../../../../domain/onboarding/step-query';
import { PRODUCT_PROFILES } from '../../../../domain/products/product-profile';
import {
  COMPARE_SUBMIT_FIELD,
  COMPARE_TARIFF_FIELD,
  checkCompareSelection,
  comparisonUrl,
} from '../../../../domain/result-view/compare-selection';
import {
  FILTER_SUBMIT_FIELD,
  type ResultSearch,
  readFilterForm,
} from '../../../../domain/result-view/filter-form';
import { resultPresentationOf } from '../../../../domain/result-view/result-presentation';
import { encodeSearchQuery } from '../../../../domain/search-data/encode';
import { isInPointsProgramme } from '../../../../domain/session/login-state';
import type { AppServices } from '../../../../ports/app-services';
import type { ComparisonAnswer } from '../../../../ports/use-cases/compare-tariffs.use-case';
import {
  InvalidUrlNotice,
  type InvalidUrlValue,
  invalidUrlValueOf,
  StepFrame,
} from '../../../components/form/step-frame';
import { ResultList } from '../../../features/result-list/result-list';
import type { RootData } from '../../root/root-loader';
import { usePageHandle } from '../../use-page';

type ResultData = (
  | { readonly kind: 'invalid'; readonly invalid: InvalidUrlValue; readonly startUrl: string }
  | { readonly kind: 'problem'; readonly message: string; readonly backUrl: string }
  | {
      readonly kind: 'list';
      readonly answer: ComparisonAnswer;
      readonly search: ResultSearch;
      readonly backUrl: string;
      readonly selected: readonly string[];
      readonly compareMessage: string | null;
      /** The search bar's HTML (web/features/result-list/search-bar-html.ts). */
      readonly searchBar: string;
    }
) & {
  /** SPEC §1: the single-premium flow's own title (head-of-matches reads it). */
  readonly pageTitle?: string;
};

/**
 * The result list of the URL's search (the comparison use case through AppServices.compareTariffs).
 * A sent filter form redirects to the canonical URL (SPEC §3 codec); a sent "Vergleichen" form
 * to /comparison with 2–3 tariffs, else the list again with the German message.
 */
export const loader =
  (svc: AppServices) =>
  async ({ request }: LoaderFunctionArgs): Promise<ResultData> => {
    const url = new URL(request.url);
    const params = url.searchParams;
    if (params.get(FILTER_SUBMIT_FIELD.name) === FILTER_SUBMIT_FIELD.value) {
      const form = readFilterForm(params);
      if (form.ok) throw redirect(searchUrl(RESULT_PATH, form.value));
    }
    const read = readStepRequest(url);
    if (read.kind === 'invalid') {
      const { error, repairUrl } = read.invalid;
      return {
        kind: 'invalid',
        startUrl: STEP_PATHS.personalData,
        invalid: invalidUrlValueOf(error, repairUrl),
      };
    }
    const search = read.search;
    const query = encodeSearchQuery(search);
    const compareSent = params.get(COMPARE_SUBMIT_FIELD.name) === COMPARE_SUBMIT_FIELD.value;
    const selected = compareSent ? params.getAll(COMPARE_TARIFF_FIELD) : [];
    const checked = checkCompareSelection(selected);
    if (compareSent && checked.ok) throw redirect(comparisonUrl(checked.value, query));
    // Both single premiums (now or later) are chosen on the single-premium step.
    const pt = search.searchData.productType;
    const sofort = pt !== undefined && PRODUCT_PROFILES[pt].singlePremium;
    const backUrl = searchUrl(sofort ? STEP_PATHS.sofort : STEP_PATHS.investmentSelection, search);
    // The search bar (issue 32): a sent one that reads well is a new search's URL.
    const searchBars = await import('./search-bar-data');
    const bar = await searchBars.searchBarOf(
      svc,
      search,
      read.kind === 'sent' ? read.values : null,
    );
    if (bar.kind === 'redirect') throw redirect(bar.url);
    // The first rows only (issue 31): thousands of tariffs are not one page.
    const asked = visibleRowsOf(params.get(SHOW_ROWS_PARAMETER), Number.MAX_SAFE_INTEGER);
    const answer = await svc.compareTariffs(query, asked);
    const pageTitle = resultPresentationOf(search.searchData.productType).title;
    return answer.ok
      ? {
          pageTitle,
          kind: 'list',
          answer: answer.value,
          search,
          backUrl,
          selected,
          compareMessage: compareSent && !checked.ok ? checked.error.message : null,
          searchBar: searchBars.searchBarPageHtml(
            search,
            bar.bar,
            answer.value.insuranceStart,
            backUrl,
          ),
        }
      : {
          pageTitle,
          kind: 'problem',
          message: answer.error.message,
          // "Angaben ändern" leads to the step whose field the message is about.
          backUrl: searchUrl(STEP_PATHS[stepOfComparisonError(answer.error.kind, sofort)], search),
        };
  };

export const Component = (): ReactElement => {
  const data = useLoaderData() as ResultData;
  const root = useRouteLoaderData('root') as RootData | undefined;
  const handle = usePageHandle();
  const submit = useSubmit();
  const submitForm = (form: HTMLFormElement): void => {
    void submit(form, { method: 'get', action: RESULT_PATH });
  };
  const heading = handle?.page.heading ?? '';
  const lead = handle?.page.description ?? '';
  const login = root?.loginState;
  const showPoints = login?.kind === 'loggedIn' && isInPointsProgramme(login.user);
  return (
    <StepFrame
      heading={heading}
      lead={lead}
      position={null}
      backUrl={data.kind === 'invalid' ? null : data.backUrl}
    >
      {data.kind === 'invalid' ? (
        <InvalidUrlNotice invalid={data.invalid} startUrl={data.startUrl} />
      ) : data.kind === 'problem' ? (
        <div className="results__problem" role="alert">
          <h2>Der Vergleich kann so nicht berechnet werden</h2>
          <p data-testid="result-problem">{data.message}</p>
          <p>
            <a className="rk-button rk-button--primary" href={data.backUrl}>
              Angaben ändern
            </a>
          </p>
        </div>
      ) : (
        <ResultList
          answer={data.answer}
          search={data.search}
          showPoints={showPoints}
          selected={data.selected}
          compareMessage={data.compareMessage}
          submitForm={submitForm}
          canSave={login?.kind === 'loggedIn'}
          searchBar={data.searchBar}
        />
      )}
    </StepFrame>
  );
};
