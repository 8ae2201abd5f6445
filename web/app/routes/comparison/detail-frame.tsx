import type { ReactElement, ReactNode } from 'react';
import { DetailProblem } from '../../../components/form/detail-problem';
import { InvalidUrlNotice, StepFrame } from '../../../components/form/step-frame';
import { usePageHandle } from '../../use-page';
import type { DetailRequest } from './detail-request';

/** What a details or comparison page loaded: a broken URL value, a problem, or its content. */
export type DetailFrameData =
  | Extract<DetailRequest, { kind: 'invalid' }>
  | { readonly kind: 'problem'; readonly message: string; readonly resultUrl: string }
  | { readonly kind: 'details' | 'table'; readonly resultUrl: string };

/**
 * The frame of /tariff-details and /comparison: the codec's notice for a broken URL value (with
 * the way back to a valid state), else the link back to the result list and either the German
 * problem with a link to the list or the page's content.
 */
export const DetailFrame = ({
  loaded,
  problem,
  children,
}: {
  readonly loaded: DetailFrameData;
  /** The problem box's title and the label of its link to the result list. */
  readonly problem: { readonly title: string; readonly linkLabel: string };
  /** The content, shown when the page loaded neither a broken value nor a problem. */
  readonly children: ReactNode;
}): ReactElement => {
  const handle = usePageHandle();
  return (
    <StepFrame
      heading={handle?.page.heading ?? ''}
      lead={handle?.page.description ?? ''}
      position={null}
      backUrl={null}
    >
      {loaded.kind === 'invalid' ? (
        <InvalidUrlNotice invalid={loaded.invalid} startUrl={loaded.startUrl} />
      ) : (
        <>
          <p className="step__back">
            <a href={loaded.resultUrl} data-testid="back-to-results">
              ← Zurück zur Ergebnisliste
            </a>
          </p>
          {loaded.kind === 'problem' ? (
            <DetailProblem
              title={problem.title}
              message={loaded.message}
              links={[{ href: loaded.resultUrl, label: problem.linkLabel }]}
            />
          ) : (
            children
          )}
        </>
      )}
    </StepFrame>
  );
};
