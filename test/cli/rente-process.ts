import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { RENTE_BIN } from './cli-build';

export interface RenteRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * The built `rente` as support staff run it, with the server and the admin token in the
 * environment (each call's `env` over them).
 */
export const renteAgainst =
  (server: () => string, token: string) =>
  async (
    args: readonly string[],
    env: Readonly<Record<string, string>> = {},
  ): Promise<RenteRun> => {
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, [RENTE_BIN, ...args], {
        env: {
          PATH: process.env.PATH ?? '',
          RENTE_SERVER_URL: server(),
          RENTE_ADMIN_TOKEN: token,
          ...env,
        },
      });
      return { code: 0, stdout, stderr };
    } catch (e) {
      const failed = e as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };
