import type { FastifyPluginAsync } from 'fastify';
import { DEVICE_OUTPUTS, type DeviceOutput } from '../../../domain/device/device-output';
import { PRODUCT_TYPES, type ProductType } from '../../../domain/products/product-type';
import { API_ERROR_SCHEMA, apiError } from '../api-error';
import type { RouteOptions } from '../server-use-cases';

/** POST /calculate-points' body (exported for the fuzz test, which checks it with the server's validator). */
export const POINTS_BODY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['productType', 'monthlyPayment', 'deviceOutput'],
  properties: {
    productType: { type: 'string', enum: PRODUCT_TYPES },
    monthlyPayment: { type: ['number', 'null'] },
    deviceOutput: { type: 'string', enum: DEVICE_OUTPUTS },
  },
} as const;

interface PointsBody {
  productType: ProductType;
  monthlyPayment: number | null;
  deviceOutput: DeviceOutput;
}

/** SPEC §7 POST /calculate-points: the bonus points (rule in domain/points). */
export const calculatePointsRoute: FastifyPluginAsync<RouteOptions> = async (app, { useCases }) => {
  const { calculatePoints } = useCases;
  app.post<{ Body: PointsBody }>(
    '/calculate-points',
    {
      schema: {
        body: POINTS_BODY_SCHEMA,
        response: {
          200: {
            type: 'object',
            required: ['points'],
            properties: { points: { type: 'integer' } },
          },
          400: API_ERROR_SCHEMA,
        },
      },
    },
    async (request, reply) => {
      const result = await calculatePoints(request.body);
      if (!result.ok)
        return reply.code(400).send(apiError(result.error.kind, result.error.message));
      return result.value;
    },
  );
};
