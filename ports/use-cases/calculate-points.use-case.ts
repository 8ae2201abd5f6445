import { type PointsError, type PointsInput, pointsFor } from '../../domain/points/points-rule';
import { mapResult, type Result } from '../../domain/result';

/** SPEC §7 POST /calculate-points: the bonus points of the rule in domain/points. */
export const makeCalculatePoints =
  () =>
  async (input: PointsInput): Promise<Result<{ readonly points: number }, PointsError>> =>
    mapResult(pointsFor(input), (points) => ({ points }));

/** The use case as the container binds it (adapters/composition/modules/*-use-cases.module.ts). */
export type CalculatePoints = ReturnType<typeof makeCalculatePoints>;
export const CalculatePoints = Symbol.for('CalculatePoints');
