import type { ReactElement } from 'react';
import { AWARDS } from '../../../domain/content/awards';
import { StaticIsland } from '../../components/static-island';
import { AwardCarousel } from '../../features/carousel/award-carousel';
import { InsurerCarousel } from '../../features/carousel/insurer-carousel';

/** SPEC §1, §2: awards and the insurers in the comparison, below the content of a page. */
export const TrustSection = (): ReactElement => (
  // The same markup for every visitor (fixed ids), rendered once on the server.
  <StaticIsland source={AWARDS} cacheKey="trust">
    <section className="trust" aria-labelledby="trust-heading">
      <div className="container trust__inner">
        <h2 id="trust-heading" className="trust__heading">
          Ausgezeichnet vergleichen
        </h2>
        <div className="trust__grid">
          <AwardCarousel trackId="trust-awards" />
          <div className="trust__insurers">
            <p className="trust__lead">Versicherer im Vergleich (Demodaten: fiktive Namen):</p>
            <InsurerCarousel trackId="trust-insurers" />
          </div>
        </div>
      </div>
    </section>
  </StaticIsland>
);
