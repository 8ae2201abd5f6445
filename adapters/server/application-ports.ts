import { ContainerModule } from 'inversify';
import { DocumentRendererPort } from '../../ports/document-renderer.port';
import { InsurerGatewayPort } from '../../ports/insurer-gateway.port';
import { MailPort } from '../../ports/mail.port';
import { HttpInsurerGateway } from '../insurer/http-insurer-gateway.adapter';
import { NodemailerMail } from '../mail/nodemailer-mail.adapter';
import { PdfkitDocumentRenderer } from '../pdf/pdfkit-document-renderer.adapter';
import type { ServerConfig, ServerDeps } from './server-deps';

/** Where the server mounts its demo insurer (DEMO: no real insurer behind it). */
export const DEMO_INSURER_PREFIX = '/demo-insurer';

/** The server's own demo insurer, on the address it listens on. */
export const ownDemoInsurerUrl = (config: ServerConfig): string => {
  // A hand-made test config may lack the host: the loopback address then.
  const configured = typeof config.host === 'string' ? config.host : '';
  const anyAddress = configured === '0.0.0.0' || configured === '::' || configured === '';
  const host = anyAddress ? '127.0.0.1' : configured.includes(':') ? `[${configured}]` : configured;
  return `http://${host}:${config.port}${DEMO_INSURER_PREFIX}`;
};

/** The portal's host name as the sender's domain (URL.canParse: never throws on a bad setting). */
const mailDomainOf = (publicUrl: string | undefined): string =>
  publicUrl !== undefined && URL.canParse(publicUrl) ? new URL(publicUrl).hostname : 'localhost';

export type ApplicationPorts = Required<
  Pick<ServerDeps, 'applications' | 'insurerGateway' | 'mail' | 'documentRenderer'>
>;

/**
 * The application ports the deps bring, the embedded defaults for the rest: HTTP to
 * INSURER_URL or the own demo insurer, mail by SMTP_URL or as .eml files, PDFs with pdfkit.
 */
export const applicationPortsOf = (deps: ServerDeps): ApplicationPorts => ({
  applications: deps.applications,
  insurerGateway:
    deps.insurerGateway ??
    (new HttpInsurerGateway(
      deps.config.insurerUrl ?? ownDemoInsurerUrl(deps.config),
    ) as InsurerGatewayPort),
  mail:
    deps.mail ??
    (new NodemailerMail({
      smtpUrl: deps.config.smtpUrl ?? null,
      dataDir: deps.config.dataDir,
      from: `${deps.config.brandName} <antrag@${mailDomainOf(deps.config.publicUrl)}>`,
    }) as MailPort),
  documentRenderer: deps.documentRenderer ?? (new PdfkitDocumentRenderer() as DocumentRendererPort),
});

/** The application ports bound for the use-case modules (serverPortsModule binds the store). */
export const applicationPortsModule = (ports: ApplicationPorts): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind<InsurerGatewayPort>(InsurerGatewayPort).toConstantValue(ports.insurerGateway);
    bind<MailPort>(MailPort).toConstantValue(ports.mail);
    bind<DocumentRendererPort>(DocumentRendererPort).toConstantValue(ports.documentRenderer);
  });
