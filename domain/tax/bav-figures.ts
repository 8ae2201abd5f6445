// Betriebliche Altersvorsorge, § 3 Nr. 63 EStG: 8 % (tax-free) and 4 % (free of social
// security, § 1 Abs. 1 Nr. 9 SvEV) of the BBG RV West/uniform (FIGURES.md "Statutory pension").
export const BAV_LIMITS: Readonly<
  Record<number, { readonly taxFree: number; readonly socialSecurityFree: number }>
> = {
  2024: { taxFree: 7_248, socialSecurityFree: 3_624 },
  2025: { taxFree: 7_728, socialSecurityFree: 3_864 },
  2026: { taxFree: 8_112, socialSecurityFree: 4_056 },
};
