import { useEffect, useState } from 'react';
import type { DeviceOutput } from '../../../domain/device/device-output';
import { examplePointsInput } from '../../../domain/points/example-points-input';
import type { ProductType } from '../../../domain/products/product-type';
import { isInPointsProgramme, type LoginState } from '../../../domain/session/login-state';
import type { AppServices } from '../../../ports/app-services';

/**
 * SPEC §3, §6, §7: a points-programme member (points = 'yes') sees the bonus points of the page's
 * product, from POST /api/calculate-points; null for everyone else and while unknown.
 */
export const usePoints = (
  svc: AppServices,
  loginState: LoginState,
  productType: ProductType | null,
  deviceOutput: DeviceOutput,
): number | null => {
  const [points, setPoints] = useState<number | null>(null);
  const member = loginState.kind === 'loggedIn' && isInPointsProgramme(loginState.user);
  useEffect(() => {
    if (!member) {
      setPoints(null);
      return;
    }
    let current = true;
    void svc
      .calculatePoints(examplePointsInput(productType ?? 'schicht3', deviceOutput))
      .then((value) => {
        if (current) setPoints(value);
      });
    return () => {
      current = false;
    };
  }, [svc, member, productType, deviceOutput]);
  return points;
};
