import type { ReactElement } from 'react';
import { bonusPointsText } from '../../../domain/points/bonus-points-text';
import { isInPointsProgramme, type LoginState } from '../../../domain/session/login-state';
import './points-badge.css';

export interface PointsBadgeProps {
  readonly loginState: LoginState;
  /** The result of POST /api/calculate-points; null while unknown or on error. */
  readonly points: number | null;
}

/** SPEC §6: members of the points programme (points = 'yes') see the bonus points they get. */
export const PointsBadge = ({ loginState, points }: PointsBadgeProps): ReactElement | null => {
  if (loginState.kind !== 'loggedIn' || !isInPointsProgramme(loginState.user)) return null;
  if (points === null || !Number.isFinite(points)) return null;
  return (
    <p className="rk-points-badge">
      <svg className="rk-points-badge__icon" viewBox="0 0 16 16" aria-hidden="true">
        <path d="M8 1 L10 6 L15 6.2 L11 9.4 L12.4 14.5 L8 11.6 L3.6 14.5 L5 9.4 L1 6.2 L6 6 Z" />
      </svg>
      <span>{bonusPointsText(points)}</span>
    </p>
  );
};
