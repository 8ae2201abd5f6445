import { FetchHttpClient } from '../../../adapters/http/fetch-http-client.adapter';
import { describeHttpClient } from './http-client.suite';

// Node 20's global fetch stands in for the browser's.
describeHttpClient(
  'FetchHttpClient (browser, on Node’s global fetch)',
  (config, logger) => new FetchHttpClient(config, logger),
  'x-rk-user-agent',
);
