import {
  type SignedOffer,
  storedDetailsJson,
  storedSignedOfferJson,
} from '../../../domain/application/signed-offer';
import type { TariffDetails } from '../../../domain/comparison/tariff-details';

// The details' stored JSON per details object: the submission's figures are kept (frozen) per
// tariff, choice and day (adapters/server/signed-figures-memo.ts), so every application that
// signs the same ones reuses their text instead of writing 10 kB of JSON again.
const detailsTexts = new WeakMap<TariffDetails, string>();

/** The text a store writes for a signed offer (version 2, storedSignedOfferJson). */
export const signedOfferText = (offer: SignedOffer): string => {
  const { details } = offer;
  if (!Object.isFrozen(details)) return storedSignedOfferJson(offer);
  let text = detailsTexts.get(details);
  if (text === undefined) {
    text = storedDetailsJson(details);
    detailsTexts.set(details, text);
  }
  return storedSignedOfferJson(offer, text);
};
