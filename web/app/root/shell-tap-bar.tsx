import type { ReactElement } from 'react';
import { telHrefOf } from '../../components/tel-href';
import { TapBar } from '../../features/tap-bar/tap-bar';

/** The tap bar's height as a CSS variable on the root (CSSOM: the CSP forbids style attributes). */
const reserveHeight = (heightPx: number): void => {
  document.documentElement.style.setProperty('--tap-bar-height', `${heightPx}px`);
};

/**
 * SPEC §2: the bottom tap bar on phones — the way into the comparison and the free hotline; the
 * page keeps its height free so nothing is covered.
 */
export const ShellTapBar = ({
  visible,
  singlePremium,
  phone,
}: {
  readonly visible: boolean;
  readonly singlePremium: boolean;
  readonly phone: string;
}): ReactElement => (
  <TapBar visible={visible} onHeightChange={reserveHeight}>
    <a
      className="rk-button rk-button--accent tap-bar__cta"
      href={singlePremium ? '/onboarding-sofort' : '/onboarding-personal-data'}
    >
      Jetzt vergleichen
    </a>
    <a className="tap-bar__phone" href={telHrefOf(phone)}>
      Anrufen
    </a>
  </TapBar>
);
