import type { ProductType } from '../../../../domain/products/product-type';
import type { AppServices } from '../../../../ports/app-services';
import type { InvalidUrlNotice } from '../../../components/form/step-frame';
import { readDetailRequest } from '../comparison/detail-request';

/** The chosen tariff as the application pages carry it from page to page. */
export interface TariffChoice {
  readonly tariffId: string;
  readonly label: string;
  readonly product: ProductType;
  /** The tariff id and the comparison (SPEC §3 search data) as a query, without '?'. */
  readonly query: string;
  readonly detailsUrl: string;
}

/** What an application page shows instead of its form when the URL names no usable tariff. */
export type ChoiceProblem =
  | {
      readonly kind: 'invalid';
      readonly invalid: Parameters<typeof InvalidUrlNotice>[0]['invalid'];
      readonly startUrl: string;
    }
  | { readonly kind: 'problem'; readonly message: string; readonly resultUrl: string };

const NO_TARIFF = 'Bitte wählen Sie zuerst einen Tarif aus der Ergebnisliste aus.';

/** The tariff and comparison of the URL, or what the page shows instead. */
export const readChoice = async (
  svc: AppServices,
  url: URL,
): Promise<
  { readonly choice: TariffChoice } | { readonly page: ChoiceProblem; readonly status: number }
> => {
  const read = readDetailRequest(url);
  if (read.kind === 'invalid') {
    return {
      page: { kind: 'invalid', invalid: read.invalid, startUrl: read.startUrl },
      status: 400,
    };
  }
  const tariffId = url.searchParams.get('tariffId')?.trim() ?? '';
  const product = read.search.searchData.productType;
  if (tariffId === '' || product === undefined) {
    return {
      page: { kind: 'problem', message: NO_TARIFF, resultUrl: read.resultUrl },
      status: 404,
    };
  }
  const details = await svc.tariffDetails(tariffId, read.query);
  if (!details.ok) {
    return {
      page: { kind: 'problem', message: details.error.message, resultUrl: read.resultUrl },
      status: details.error.kind === 'comparison/unknown-tariff' ? 404 : 400,
    };
  }
  const query = `tariffId=${encodeURIComponent(tariffId)}${read.query === '' ? '' : `&${read.query}`}`;
  return {
    choice: {
      tariffId,
      product,
      label: `${details.value.row.insurerName} – ${details.value.row.tariffName}`,
      query,
      detailsUrl: `/tariff-details?${query}`,
    },
  };
};

/** The birthday of the comparison in the URL, to prefill the form. */
export const readDetailRequestBirthday = (url: URL): string | null => {
  const read = readDetailRequest(url);
  return read.kind === 'search' ? (read.search.searchData.birthday ?? null) : null;
};
