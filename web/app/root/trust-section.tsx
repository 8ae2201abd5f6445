import type { ReactElement } from 'react';
import { AwardCarousel } from '../../features/carousel/award-carousel';
import { InsurerCarousel } from '../../features/carousel/insurer-carousel';

/** SPEC §1, §2: awards and the insurers in the comparison, below the content of a page. */
export const TrustSection = (): ReactElement => (
  <section className="trust" aria-labelledby="trust-heading">
    <div className="container trust__inner">
      <h2 id="trust-heading" className="trust__heading">
        Ausgezeichnet vergleichen
      </h2>
      <div className="trust__grid">
        <AwardCarousel />
        <div className="trust__insurers">
          <p className="trust__lead">Versicherer im Vergleich (Demodaten: fiktive Namen):</p>
          <InsurerCarousel />
        </div>
      </div>
    </div>
  </section>
);
