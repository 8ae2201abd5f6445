import type { ReactElement } from 'react';
import { data, type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router-dom';
import { applicationEntryUrl } from '../../../../domain/application/application-entry';
import {
  type ComparisonSection,
  comparisonTable,
} from '../../../../domain/comparison-view/comparison-table';
import { parseTariffIds } from '../../../../domain/comparison-view/tariff-id-list';
import { tariffBookingUrlOf } from '../../../../domain/consulting/consulting-paths';
import type { AppServices } from '../../../../ports/app-services';
import {
  type ComparedTariff,
  ComparisonTableView,
} from '../../../features/tariff-comparison/comparison-table-view';
import { DetailFrame } from './detail-frame';
import { type DetailRequest, readDetailRequest } from './detail-request';

const PATH = '/comparison';

type ComparisonData =
  | Extract<DetailRequest, { kind: 'invalid' }>
  | { readonly kind: 'problem'; readonly message: string; readonly resultUrl: string }
  | {
      readonly kind: 'table';
      readonly tariffs: readonly ComparedTariff[];
      readonly sections: readonly ComparisonSection[];
      readonly demo: boolean;
      readonly resultUrl: string;
    };

const withQuery = (path: string, first: string, query: string): string =>
  `${path}?${first}${query === '' ? '' : `&${query}`}`;

/** /comparison?tariffIds=<id>,<id>[,<id>]&<search>: each tariff through AppServices.tariffDetails. */
export const loader =
  (svc: AppServices) =>
  async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const read = readDetailRequest(url);
    if (read.kind === 'invalid') return data<ComparisonData>(read, { status: 400 });
    const raw = url.searchParams.getAll('tariffIds');
    const ids = parseTariffIds(raw);
    const problem = (message: string, status: number) =>
      data<ComparisonData>({ kind: 'problem', message, resultUrl: read.resultUrl }, { status });
    if (!ids.ok) return problem(ids.error.message, 400);
    // The details page's form sends one key per ticked tariff: the canonical URL has one list.
    if (raw.length > 1) {
      throw redirect(
        withQuery(PATH, `tariffIds=${ids.value.map(encodeURIComponent).join(',')}`, read.query),
      );
    }
    const answers = await Promise.all(ids.value.map((id) => svc.tariffDetails(id, read.query)));
    const details = [];
    for (const [i, answer] of answers.entries()) {
      if (!answer.ok) {
        const unknown = answer.error.kind === 'comparison/unknown-tariff';
        const message = unknown
          ? `Den Tarif „${ids.value[i]}“ gibt es nicht. Bitte wählen Sie die Tarife in der Ergebnisliste neu aus.`
          : answer.error.message;
        return problem(
          message,
          unknown ? 404 : answer.error.kind === 'comparison/unavailable' ? 503 : 400,
        );
      }
      details.push(answer.value);
    }
    return data<ComparisonData>({
      kind: 'table',
      tariffs: details.map((d) => ({
        tariffId: d.row.tariffId,
        insurerName: d.row.insurerName,
        tariffName: d.row.tariffName,
        promotion: d.promotion,
        detailsUrl: withQuery(
          '/tariff-details',
          `tariffId=${encodeURIComponent(d.row.tariffId)}`,
          read.query,
        ),
        onlineUrl: d.onlineContract
          ? applicationEntryUrl(read.query, { ...d.row, insuranceStart: d.insuranceStart })
          : null,
        bookingUrl: tariffBookingUrlOf('tariff', d.row.tariffId, read.query),
      })),
      sections: comparisonTable(details),
      demo: details.some((d) => d.demo),
      resultUrl: read.resultUrl,
    });
  };

export const Component = (): ReactElement => {
  const loaded = useLoaderData() as ComparisonData;
  return (
    <DetailFrame
      loaded={loaded}
      problem={{
        title: 'Dieser Vergleich kann nicht angezeigt werden',
        linkLabel: 'Tarife in der Ergebnisliste wählen',
      }}
    >
      {loaded.kind === 'table' ? (
        <ComparisonTableView
          tariffs={loaded.tariffs}
          sections={loaded.sections}
          demo={loaded.demo}
        />
      ) : null}
    </DetailFrame>
  );
};
