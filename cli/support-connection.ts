import { type Command, Option } from 'commander';
import type { SupportAnswer, SupportApiPort } from '../ports/support-api.port';
import { CliFailure } from './cli-failure';
import type { CliServices } from './cli-services';

// The admin API connection the support commands share (rente application, appointments, inquiry).

export interface ServerOptions {
  readonly server?: string;
  readonly json?: boolean;
}

export const serverOption = (): Option =>
  new Option('--server <url>', 'the portal server (default: RENTE_SERVER_URL)');

/** Server and token, or a usage error (exit 2) naming what is missing. */
export interface SupportConnection {
  readonly api: SupportApiPort;
  readonly serverUrl: string;
  readonly token: string;
}

export const connectionOf = (
  svc: CliServices,
  options: ServerOptions,
  command: Command,
): SupportConnection => {
  const serverUrl = options.server ?? svc.support?.serverUrl ?? null;
  const token = svc.support?.token ?? null;
  if (svc.support === undefined || serverUrl === null) {
    return command.error(
      'Bitte geben Sie den Server mit --server <url> oder RENTE_SERVER_URL an.',
      {
        exitCode: 2,
      },
    );
  }
  if (token === null) {
    return command.error('Bitte setzen Sie das Admin-Token in RENTE_ADMIN_TOKEN.', { exitCode: 2 });
  }
  return { api: svc.support.api, serverUrl, token };
};

export const bodyOf = (answer: SupportAnswer): unknown => {
  if (!answer.ok) throw new CliFailure(answer.message);
  return answer.body;
};
