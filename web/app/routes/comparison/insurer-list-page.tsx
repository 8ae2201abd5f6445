import type { ComponentType, ReactElement } from 'react';
import { data, type LoaderFunction, useLoaderData } from 'react-router-dom';
import type { InsurerList } from '../../../../domain/insurer-list/insurer-list';
import { STEP_PATHS } from '../../../../domain/onboarding/flow-steps';
import type { AppServices } from '../../../../ports/app-services';
import { DetailProblem } from '../../../components/form/detail-problem';
import { StepFrame } from '../../../components/form/step-frame';
import { InsurerListView } from '../../../features/insurer-list/insurer-list-view';
import { usePageHandle } from '../../use-page';

type ListData =
  | { readonly kind: 'list'; readonly list: InsurerList }
  | { readonly kind: 'problem'; readonly message: string };

/** The loader of an insurer list: AppServices.insurerList for the single-premium flag. */
export const insurerListLoader =
  (singlePremium: boolean) =>
  (svc: AppServices): LoaderFunction =>
  async () => {
    const answer = await svc.insurerList(singlePremium);
    return answer.ok
      ? data<ListData>({ kind: 'list', list: answer.value })
      : data<ListData>({ kind: 'problem', message: answer.error.message }, { status: 503 });
  };

/** The page of an insurer list; the comparison it leads to is the regular or the sofort flow. */
export const insurerListPage = (singlePremium: boolean): ComponentType => {
  const compareUrl = singlePremium ? STEP_PATHS.sofort : STEP_PATHS.personalData;
  const InsurerListPage = (): ReactElement => {
    const loaded = useLoaderData() as ListData;
    const handle = usePageHandle();
    return (
      <StepFrame
        heading={handle?.page.heading ?? ''}
        lead={handle?.page.description ?? ''}
        position={null}
        backUrl={null}
      >
        {loaded.kind === 'list' ? (
          <InsurerListView list={loaded.list} compareUrl={compareUrl} />
        ) : (
          <DetailProblem
            title="Die Liste kann gerade nicht angezeigt werden"
            message={loaded.message}
            links={[{ href: '/', label: 'Zur Startseite' }]}
          />
        )}
      </StepFrame>
    );
  };
  return InsurerListPage;
};
