import { ensureCliBuilt } from '../cli/cli-build';
import { ensureBuilt } from './built-server';

// The integration and browser projects run against the production builds (web bundles, server,
// CLI). They are built here once, in vitest's main process before any worker starts — a no-op
// after `npm test`'s own build steps — so no test file rebuilds a bundle another one is running.
export default function setup(): void {
  ensureBuilt();
  ensureCliBuilt();
}
