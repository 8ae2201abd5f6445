import type { ServerConfig } from './server-deps';

/** Where the server mounts its demo insurer (DEMO: no real insurer behind it). */
export const DEMO_INSURER_PREFIX = '/demo-insurer';

/** The server's own demo insurer, on the address it listens on. */
export const ownDemoInsurerUrl = (config: ServerConfig): string => {
  // A hand-made test config may lack the host: the loopback address then.
  const configured = typeof config.host === 'string' ? config.host : '';
  const anyAddress = configured === '0.0.0.0' || configured === '::' || configured === '';
  const host = anyAddress ? '127.0.0.1' : configured.includes(':') ? `[${configured}]` : configured;
  return `http://${host}:${config.port}${DEMO_INSURER_PREFIX}`;
};
