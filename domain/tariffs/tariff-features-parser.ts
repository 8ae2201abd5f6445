import { type CatalogueReader, readObject, readOneOf, readText } from './catalogue-reader';
import { CHECK_RESULTS, SUSTAINABILITY_CHECK_RESULTS } from './check-result';
import { isTariffFeatureName, type TariffFeatureName } from './features';
import { TARIFF_SUSTAINABILITY_VALUES } from './sustainability';
import type { SustainabilityFeature, Tariff, TariffFeature } from './tariff';

const EXPLANATION_LENGTH = 500;

type FeatureMap = Tariff['features'];

/** One checked feature: a check result and a German explanation. */
const readFeature = (
  r: CatalogueReader,
  value: unknown,
  path: string,
): TariffFeature | undefined => {
  const feature = readObject(r, value, path, ['result', 'explanation']);
  if (feature === undefined) return undefined;
  const result = readOneOf(r, feature.result, r.field(path, 'result'), CHECK_RESULTS);
  const explanation = readText(
    r,
    feature.explanation,
    r.field(path, 'explanation'),
    EXPLANATION_LENGTH,
  );
  return result === undefined || explanation === undefined ? undefined : { result, explanation };
};

/** The features by their SPEC §3 names; nachhaltigkeit has its own field (`sustainability`). */
export const readFeatures = (
  r: CatalogueReader,
  value: unknown,
  path: string,
): FeatureMap | undefined => {
  const features = readObject(r, value, path, null);
  if (features === undefined) return undefined;
  const read: Partial<Record<TariffFeatureName, TariffFeature>> = {};
  let complete = true;
  for (const [name, entry] of Object.entries(features)) {
    const entryPath = r.field(path, name);
    if (name === 'nachhaltigkeit') {
      complete = r.report(entryPath, 'belongs in the field sustainability') ?? false;
    } else if (!isTariffFeatureName(name)) {
      complete = r.report(entryPath, 'unknown feature') ?? false;
    } else {
      const feature = readFeature(r, entry, entryPath);
      if (feature === undefined) complete = false;
      else read[name] = feature;
    }
  }
  return complete ? read : undefined;
};

/** The sustainability feature: check result (notRelevant allowed), value and explanation. */
export const readSustainability = (
  r: CatalogueReader,
  value: unknown,
  path: string,
): SustainabilityFeature | undefined => {
  const feature = readObject(r, value, path, ['result', 'value', 'explanation']);
  if (feature === undefined) return undefined;
  const result = readOneOf(
    r,
    feature.result,
    r.field(path, 'result'),
    SUSTAINABILITY_CHECK_RESULTS,
  );
  const rating = readOneOf(r, feature.value, r.field(path, 'value'), TARIFF_SUSTAINABILITY_VALUES);
  const explanation = readText(
    r,
    feature.explanation,
    r.field(path, 'explanation'),
    EXPLANATION_LENGTH,
  );
  if (result === undefined || rating === undefined || explanation === undefined) return undefined;
  return { result, value: rating, explanation };
};
