import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';

// The unit project's guard (vite.config.ts): a unit test runs without network and without child
// processes. A test that opens a socket, listens on a port or starts a process fails at once
// with where it belongs, instead of slowing the lane a developer runs after every change.

const refuse = (what: string) => (): never => {
  throw new Error(
    `A unit test may not ${what}: this file belongs in the integration project (vite.config.ts, test.projects)`,
  );
};

for (const name of [
  'spawn',
  'spawnSync',
  'exec',
  'execSync',
  'execFile',
  'execFileSync',
  'fork',
] as const) {
  Object.assign(childProcess, { [name]: refuse('start a child process') });
}
net.Socket.prototype.connect = refuse('open a network connection');
net.Server.prototype.listen = refuse('listen on a port');
syncBuiltinESMExports();
