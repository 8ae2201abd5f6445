import 'reflect-metadata';
import { startFailureLine, startPortal } from './start-portal';

// `npm start`: the portal started from process.env (start-portal.ts); a refused start writes
// one line to stderr and exits 1; a clean stop on SIGTERM/SIGINT.

const started = await startPortal(process.env);
if (!started.ok) {
  process.stderr.write(startFailureLine(started.message));
  process.exit(1);
}
const { portal } = started;
process.stdout.write(portal.runningLine);

const SHUTDOWN_GRACE_MS = 10_000;
let stopping = false;
const stop = async (signal: NodeJS.Signals): Promise<void> => {
  if (stopping) return;
  stopping = true;
  process.stdout.write(`${signal}: Server wird beendet / shutting down\n`);
  // A request that never ends must not keep the process: give up on it after a while.
  setTimeout(() => {
    process.stderr.write('Beenden dauert zu lange / shutdown timed out\n');
    portal.app.server.closeAllConnections();
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  try {
    // Stops accepting, closes idle connections, waits for the requests in flight.
    await portal.stop();
    process.exit(0);
  } catch (e) {
    process.stderr.write(`Beenden fehlgeschlagen / shutdown failed: ${(e as Error).message}\n`);
    process.exit(1);
  }
};
process.once('SIGTERM', (signal) => void stop(signal));
process.once('SIGINT', (signal) => void stop(signal));
