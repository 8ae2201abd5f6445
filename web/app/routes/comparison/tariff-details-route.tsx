import type { ReactElement } from 'react';
import { data, type LoaderFunctionArgs, useLoaderData, useRouteLoaderData } from 'react-router-dom';
import { applicationEntryUrl, journeyUrl } from '../../../../domain/application/application-entry';
import { tariffBookingUrlOf } from '../../../../domain/consulting/consulting-paths';
import type { AppServices } from '../../../../ports/app-services';
import type { TariffDetailsAnswer } from '../../../../ports/use-cases/tariff-details.use-case';
import { EntryActions } from '../../../components/entry-actions';
import { WatchlistSaveForm } from '../../../components/watchlist-save-form';
import type { CompareOption } from '../../../features/tariff-details/compare-choice';
import { TariffDetailsView } from '../../../features/tariff-details/tariff-details-view';
import type { RootData } from '../../root/root-loader';
import { DetailFrame } from './detail-frame';
import { type DetailRequest, readDetailRequest } from './detail-request';

// How many other tariffs of the result list the "Vergleichen" form offers.
const COMPARE_OPTIONS = 5;

type DetailsData =
  | Extract<DetailRequest, { kind: 'invalid' }>
  | { readonly kind: 'problem'; readonly message: string; readonly resultUrl: string }
  | {
      readonly kind: 'details';
      readonly answer: TariffDetailsAnswer;
      readonly resultUrl: string;
      readonly options: readonly CompareOption[];
      readonly carried: ReadonlyArray<readonly [string, string]>;
      /** The canonical search query, for „Merken“. */
      readonly query: string;
      /** "Online abschließen" (null without an online contract); „Beratung vereinbaren“ is built from the tariff. */
      readonly onlineUrl: string | null;
    };

const NO_TARIFF = 'Bitte wählen Sie einen Tarif aus der Ergebnisliste aus.';

/** /tariff-details?tariffId=<id>&<search>: the use case through AppServices.tariffDetails. */
export const loader =
  (svc: AppServices) =>
  async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const read = readDetailRequest(url);
    if (read.kind === 'invalid') return data<DetailsData>(read, { status: 400 });
    const tariffId = url.searchParams.get('tariffId')?.trim() ?? '';
    if (tariffId === '') {
      return data<DetailsData>(
        { kind: 'problem', message: NO_TARIFF, resultUrl: read.resultUrl },
        { status: 404 },
      );
    }
    const [answer, list] = await Promise.all([
      svc.tariffDetails(tariffId, read.query),
      svc.compareTariffs(read.query),
    ]);
    if (!answer.ok) {
      const status = answer.error.kind === 'comparison/unknown-tariff' ? 404 : 400;
      return data<DetailsData>(
        { kind: 'problem', message: answer.error.message, resultUrl: read.resultUrl },
        { status: answer.error.kind === 'comparison/unavailable' ? 503 : status },
      );
    }
    const options = list.ok
      ? list.value.results
          .filter((r) => r.tariffId !== tariffId && r.payInError === null)
          .slice(0, COMPARE_OPTIONS)
          .map((r) => ({ tariffId: r.tariffId, label: `${r.insurerName} – ${r.tariffName}` }))
      : [];
    return data<DetailsData>({
      kind: 'details',
      answer: answer.value,
      resultUrl: read.resultUrl,
      options,
      carried: read.carried,
      query: read.query,
      onlineUrl: answer.value.onlineContract
        ? applicationEntryUrl(read.query, {
            ...answer.value.row,
            insuranceStart: answer.value.insuranceStart,
          })
        : null,
    });
  };

export const Component = (): ReactElement => {
  const loaded = useLoaderData() as DetailsData;
  const root = useRouteLoaderData('root') as RootData | undefined;
  // The Merkzettel is a logged-in customer's (the page answers a guest with the login).
  const canSave = root?.loginState.kind === 'loggedIn';
  return (
    <DetailFrame
      loaded={loaded}
      problem={{
        title: 'Dieser Tarif kann nicht angezeigt werden',
        linkLabel: 'Zur Ergebnisliste',
      }}
    >
      {loaded.kind === 'details' ? (
        <TariffDetailsView
          answer={loaded.answer}
          compareOptions={loaded.options}
          carried={loaded.carried}
          actions={
            <>
              <EntryActions
                onlineUrl={loaded.onlineUrl}
                bookingUrl={tariffBookingUrlOf('tariff', loaded.answer.row.tariffId, loaded.query)}
                tariffName={loaded.answer.row.tariffName}
              />
              {canSave ? (
                <WatchlistSaveForm
                  kind="tariff"
                  tariffId={loaded.answer.row.tariffId}
                  query={loaded.query}
                  returnTo={journeyUrl('/tariff-details', loaded.answer.row.tariffId, loaded.query)}
                  label="Merken"
                  accessibleName={loaded.answer.row.tariffName}
                />
              ) : null}
            </>
          }
        />
      ) : null}
    </DetailFrame>
  );
};
