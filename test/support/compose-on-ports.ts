import { ContainerModule } from 'inversify';
import { composeServer, portsInPlace } from '../../adapters/composition/server.composition';
import type { ServerPorts } from '../../adapters/composition/server-tokens';
import type { ServerConfig } from '../../adapters/server/server-deps';
import type { ServerComposition } from '../../adapters/server/server-use-cases';

const NOTHING = new ContainerModule(() => {});

/**
 * The server's composition (its one container, every use-case module) on ports a test made by
 * hand: each one put in place of what the configuration would bind. A port the record lacks
 * fails here with its name, as at the server's start.
 */
export const composeOnPorts = (
  config: ServerConfig,
  ports: Partial<ServerPorts>,
): ServerComposition =>
  composeServer(config, {
    machine: NOTHING,
    storage: NOTHING,
    catalogue: null,
    inPlace: [portsInPlace(ports)],
  });
