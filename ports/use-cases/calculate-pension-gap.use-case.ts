import { berlinDateOf } from '../../domain/calendar/berlin';
import { calculatePensionGap, type PensionGap } from '../../domain/pension-gap/pension-gap';
import {
  type PensionGapFormInput,
  type PensionGapInputError,
  parsePensionGapInput,
} from '../../domain/pension-gap/pension-gap-input';
import { mapResult, type Result } from '../../domain/result';
import type { ClockPort } from '../clock.port';

/**
 * The Rentenlückencheck for a form as typed (page query, API query, CLI flags): the figures of
 * the current year in Europe/Berlin, German messages at the fields for bad input.
 */
export const makeCalculatePensionGap =
  (deps: { readonly clock: ClockPort }) =>
  async (form: PensionGapFormInput): Promise<Result<PensionGap, PensionGapInputError>> =>
    mapResult(parsePensionGapInput(form), (input) =>
      calculatePensionGap(input, berlinDateOf(deps.clock.now()).year),
    );

/** The use case as the container binds it (adapters/composition/modules/search-use-cases.module.ts). */
export type CalculatePensionGap = ReturnType<typeof makeCalculatePensionGap>;
export const CalculatePensionGap = Symbol.for('CalculatePensionGap');
