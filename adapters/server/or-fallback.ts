import type { LoggerPort } from '../../ports/logger.port';

/** SPEC §8: a failed call is logged and answered with its fall-back, never thrown. */
export const orFallback = async <T>(
  logger: LoggerPort,
  what: string,
  call: () => Promise<T>,
  fallback: T,
): Promise<T> => {
  try {
    return await call();
  } catch (e) {
    logger.log('error', `ssr: ${what} failed`, {
      error: e instanceof Error ? e.message : String(e),
    });
    return fallback;
  }
};
