// Private pension insurance (FIGURES.md "Private pension insurance").
/** Höchstrechnungszins since 1 January 2025, § 2 Abs. 1 DeckRV as amended 2024 (0.25 % before). */
export const MAX_GUARANTEED_INTEREST = 0.01;

/** Model rates of the legal example calculation, § 154 VVG with § 2 Abs. 3 VVG-InfoV: Höchstrechnungszins × 1.67, ±1 point. */
export const MODEL_CALCULATION_RATES = [0.0067, 0.0167, 0.0267] as const;

/** At most 2.5 % of the premium sum may be charged as Zillmer acquisition costs, § 4 Abs. 1 DeckRV. */
export const MAX_ZILLMER_RATE = 0.025;
