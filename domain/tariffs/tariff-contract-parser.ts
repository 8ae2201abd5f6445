import { BENEFICIARY_OPTIONS, type BeneficiaryOption } from '../application/beneficiary';
import { isOneOf } from '../value-set';
import {
  type CatalogueReader,
  readList,
  readObject,
  readOneOf,
  readText,
} from './catalogue-reader';
import { TARIFF_PROMOTIONS, type TariffPromotion } from './promotion';
import type { Tariff, TariffDocument } from './tariff';

export const DEATH_BENEFIT_OPTIONS = ['beitragsrueckgewaehr', 'guthaben', 'keine'] as const;
type DeathBenefitOption = Tariff['deathBenefitOptions'][number];

// Documents are named like files on a download page: letters, digits, dot, dash, underscore.
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}\.pdf$/;

export const readDeathBenefitOptions = (
  r: CatalogueReader,
  value: unknown,
  path: string,
): readonly DeathBenefitOption[] | undefined =>
  readList(r, value, path, (item, p) => readOneOf(r, item, p, DEATH_BENEFIT_OPTIONS), {
    nonEmpty: true,
    what: 'death benefit options',
  });

export const readBeneficiaryOptions = (
  r: CatalogueReader,
  value: unknown,
  path: string,
): readonly BeneficiaryOption[] | undefined =>
  readList(r, value, path, (item, p) => readOneOf(r, item, p, BENEFICIARY_OPTIONS), {
    nonEmpty: true,
    what: 'beneficiary options',
  });

const readDocument = (
  r: CatalogueReader,
  value: unknown,
  path: string,
): TariffDocument | undefined => {
  const doc = readObject(r, value, path, ['title', 'fileName']);
  if (doc === undefined) return undefined;
  const title = readText(r, doc.title, r.field(path, 'title'));
  const fileName =
    typeof doc.fileName === 'string' && FILE_NAME.test(doc.fileName)
      ? doc.fileName
      : r.report(
          r.field(path, 'fileName'),
          'expected a file name ending in .pdf (letters, digits, . _ -)',
        );
  return title === undefined || fileName === undefined ? undefined : { title, fileName };
};

export const readDocuments = (
  r: CatalogueReader,
  value: unknown,
  path: string,
): readonly TariffDocument[] | undefined =>
  readList(r, value, path, (item, p) => readDocument(r, item, p), {
    nonEmpty: true,
    what: 'documents',
  });

/** The promotion of the tariff, or null. */
export const readPromotion = (
  r: CatalogueReader,
  value: unknown,
  path: string,
): TariffPromotion | null | undefined =>
  value === null || isOneOf(TARIFF_PROMOTIONS, value)
    ? value
    : r.report(path, `expected null or one of ${TARIFF_PROMOTIONS.join(', ')}`);
