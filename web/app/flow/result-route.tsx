import type { ReactElement } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { STEP_PATHS } from '../../../domain/onboarding/flow-steps';
import { readStepRequest, searchUrl } from '../../../domain/onboarding/step-query';
import type { ComparisonAnswer } from '../../../ports/use-cases/compare-tariffs.use-case';
import {
  InvalidUrlNotice,
  type InvalidUrlValue,
  StepFrame,
} from '../../features/onboarding/step-frame';
import { ResultList } from '../../features/result-list/result-list';
import type { AppServices } from '../services';
import { usePageHandle } from '../use-page';

type ResultData =
  | { readonly kind: 'invalid'; readonly invalid: InvalidUrlValue; readonly startUrl: string }
  | { readonly kind: 'problem'; readonly message: string; readonly backUrl: string }
  | { readonly kind: 'list'; readonly answer: ComparisonAnswer; readonly backUrl: string };

/** The result list of the URL's search (issue 6 use case through AppServices.compareTariffs). */
export const loader =
  (svc: AppServices) =>
  async ({ request }: LoaderFunctionArgs): Promise<ResultData> => {
    const url = new URL(request.url);
    const read = readStepRequest(url);
    if (read.kind === 'invalid') {
      const { error, repairUrl } = read.invalid;
      return {
        kind: 'invalid',
        startUrl: STEP_PATHS.personalData,
        invalid: { key: error.key, value: error.value, codecMessage: error.message, repairUrl },
      };
    }
    const sofort = read.search.searchData.productType === 'sofort';
    const backUrl = searchUrl(
      sofort ? STEP_PATHS.sofort : STEP_PATHS.investmentSelection,
      read.search,
    );
    const answer = await svc.compareTariffs(url.search);
    return answer.ok
      ? { kind: 'list', answer: answer.value, backUrl }
      : { kind: 'problem', message: answer.error.message, backUrl };
  };

export const Component = (): ReactElement => {
  const data = useLoaderData() as ResultData;
  const handle = usePageHandle();
  const heading = handle?.page.heading ?? '';
  const lead = handle?.page.description ?? '';
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
        <ResultList answer={data.answer} />
      )}
    </StepFrame>
  );
};
