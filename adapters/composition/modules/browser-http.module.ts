import { ContainerModule } from 'inversify';
import { HttpClientPort } from '../../../ports/http-client.port';
import { PortalApiPort } from '../../../ports/portal-api.port';
import { FetchHttpClient } from '../../http/fetch-http-client.adapter';
import { HttpClientConfig } from '../../http/http-client-config';
import { PortalApiAdapter } from '../../http/portal-api.adapter';

/**
 * The browser: the fetch HTTP client and the portal API on it. Its own file so the browser
 * bundle never reaches undici or node: modules. Needs LoggerPort, ClockPort, IdGeneratorPort.
 */
export const browserHttpModule = (config: HttpClientConfig): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind<HttpClientConfig>(HttpClientConfig).toConstantValue(config);
    bind<HttpClientPort>(HttpClientPort).to(FetchHttpClient).inSingletonScope();
    bind<PortalApiPort>(PortalApiPort).to(PortalApiAdapter).inSingletonScope();
  });
