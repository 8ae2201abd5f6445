// The hand-over to the insurer is retried with exponential backoff: 5 s, 10 s, 20 s … capped at
// one hour, and given up after 8 attempts (about 21 minutes of trying in all).
export const HAND_OVER_FIRST_DELAY_S = 5;
export const HAND_OVER_MAX_DELAY_S = 3600;
export const HAND_OVER_MAX_ATTEMPTS = 8;

/** Seconds to wait after the `attempts`-th failed attempt (1 = the first). */
export const handOverRetryDelayS = (attempts: number): number => {
  const step = Math.max(0, Math.floor(attempts) - 1);
  // 2^12 × 5 s is past the cap already; no larger exponent is ever needed.
  return Math.min(HAND_OVER_FIRST_DELAY_S * 2 ** Math.min(step, 12), HAND_OVER_MAX_DELAY_S);
};

/** Whether another attempt follows after `attempts` failed ones, with `maxAttempts` in all. */
export const mayRetryHandOver = (
  attempts: number,
  maxAttempts: number = HAND_OVER_MAX_ATTEMPTS,
): boolean => attempts < maxAttempts;
