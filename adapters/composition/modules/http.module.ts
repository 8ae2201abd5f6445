import { ContainerModule } from 'inversify';
import { HttpClientPort } from '../../../ports/http-client.port';
import { PortalApiPort } from '../../../ports/portal-api.port';
import { HttpClientConfig } from '../../http/http-client-config';
import { PortalApiAdapter } from '../../http/portal-api.adapter';
import { UndiciHttpClient } from '../../http/undici-http-client.adapter';

/**
 * Node: the undici HTTP client and the portal API on it. Needs LoggerPort, ClockPort and
 * IdGeneratorPort bound elsewhere. The browser uses browserHttpModule (no undici there).
 */
export const httpModule = (config: HttpClientConfig): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind<HttpClientConfig>(HttpClientConfig).toConstantValue(config);
    bind<HttpClientPort>(HttpClientPort).to(UndiciHttpClient).inSingletonScope();
    bind<PortalApiPort>(PortalApiPort).to(PortalApiAdapter).inSingletonScope();
  });
