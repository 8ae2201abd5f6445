import type { ReactElement } from 'react';
import { TARIFF_PROMOTION_LABELS, type TariffPromotion } from '../../domain/tariffs/promotion';

/**
 * SPEC §3: the tariff's promotion as a badge („Aktion: Inflationsprämie“), from the tariff's data
 * already on the page; nothing without a promotion.
 */
export const PromotionBadge = ({
  promotion,
  format = (text) => text,
}: {
  readonly promotion: TariffPromotion | null | undefined;
  /** A narrow column's soft hyphens (the comparison passes withSoftHyphens). */
  readonly format?: (text: string) => string;
}): ReactElement | null =>
  promotion === null || promotion === undefined ? null : (
    <span className="promotion-badge" data-testid="promotion-badge" data-promotion={promotion}>
      {format(`Aktion: ${TARIFF_PROMOTION_LABELS[promotion]}`)}
    </span>
  );
