import type { ReactElement } from 'react';
import { TARIFF_PROMOTION_LABELS, type TariffPromotion } from '../../domain/tariffs/promotion';
import './promotion-badge.css';

/**
 * SPEC §3: the tariff's promotion as a badge („Aktion: Inflationsprämie“), from the tariff's data
 * already on the page; nothing without a promotion.
 */
export const PromotionBadge = ({
  promotion,
}: {
  readonly promotion: TariffPromotion | null | undefined;
}): ReactElement | null =>
  promotion === null || promotion === undefined ? null : (
    <span className="promotion-badge" data-testid="promotion-badge" data-promotion={promotion}>
      {`Aktion: ${TARIFF_PROMOTION_LABELS[promotion]}`}
    </span>
  );
