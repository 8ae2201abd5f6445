import { UndiciHttpClient } from '../../../adapters/http/undici-http-client.adapter';
import { describeHttpClient } from './http-client.suite';

describeHttpClient(
  'UndiciHttpClient (Node)',
  (config, logger) => new UndiciHttpClient(config, logger),
  'user-agent',
  async (client) => (client as UndiciHttpClient).close(),
);
