import { randomBytes } from 'node:crypto';
import { ContainerModule } from 'inversify';
import { correlationId } from '../../domain/http/correlation-id';
import { hostOfPublicUrl } from '../../domain/outbox/message-id';
import { AttemptKeyPort } from '../../ports/attempt-key.port';
import { ClockPort } from '../../ports/clock.port';
import { DocumentRendererPort } from '../../ports/document-renderer.port';
import { InsurerGatewayPort } from '../../ports/insurer-gateway.port';
import { LinkSignerPort } from '../../ports/link-signer.port';
import { LoggerPort } from '../../ports/logger.port';
import { MailPort } from '../../ports/mail.port';
import { MetricsPort } from '../../ports/metrics.port';
import { SmsPort } from '../../ports/sms.port';
import { TariffCataloguePort } from '../../ports/tariff-catalogue.port';
import { ApplicationDocuments } from '../../ports/use-cases/application-documents.use-case';
import { GetApplicationDraft } from '../../ports/use-cases/application-draft.use-case';
import {
  makePreviewApplicationDocuments,
  PreviewApplicationDocuments,
} from '../../ports/use-cases/preview-application-documents.use-case';
import {
  GetApplication,
  SubmitApplication,
} from '../../ports/use-cases/submit-application.use-case';
import {
  type DraftFormOf,
  makeSubmitOnlineContract,
  SubmitOnlineContract,
} from '../../ports/use-cases/submit-online-contract.use-case';
import { HttpInsurerGateway } from '../insurer/http-insurer-gateway.adapter';
import { fromHeaderOf, mailSenderOf } from '../mail/mail-sender';
import { NodemailerMail } from '../mail/nodemailer-mail.adapter';
import { meteredInsurerGateway } from '../metrics/metered-insurer-gateway';
import { PromMetrics } from '../metrics/prom-metrics.adapter';
import { timedComparison } from '../metrics/timed-comparison';
import { PdfkitDocumentRenderer } from '../pdf/pdfkit-document-renderer.adapter';
import { OutboxSignal } from '../server/application-outbox-worker';
import { ownDemoInsurerUrl } from '../server/demo-insurer-address';
import type { ApplicationJourneyUseCases, ServerConfig, ServerDeps } from '../server/server-deps';
import { CatalogueUnavailable, type ServerComposition } from '../server/server-use-cases';
import { FileSms } from '../sms/file-sms.adapter';
import { HttpSms } from '../sms/http-sms.adapter';
import { attemptKeyOfSessionSecret } from '../system/hmac-attempt-key.adapter';
import { linkSignerOfSessionSecret } from '../system/hmac-link-signer.adapter';
import { contextualLogger } from '../system/log-context';
import { buildContainer } from './container';
import { applicationDraftUseCasesModule } from './modules/application-draft-use-cases.module';
import { applicationUseCasesModule } from './modules/application-use-cases.module';
import { consultingUseCasesModule } from './modules/consulting-use-cases.module';
import { customerAreaUseCasesModule } from './modules/customer-area-use-cases.module';
import { identificationUseCasesModule } from './modules/identification-use-cases.module';
import { loginUseCasesModule } from './modules/login-use-cases.module';
import { searchUseCasesModule } from './modules/search-use-cases.module';
import { visitUseCasesModule } from './modules/visit-use-cases.module';
import { resolveAll } from './resolve';
import {
  ApplicationJourney,
  SERVER_PORTS,
  SERVER_USE_CASES,
  type ServerPorts,
} from './server-tokens';

/**
 * The ports the configuration decides: HTTP to INSURER_URL or the own demo insurer, mail by
 * SMTP_URL or as .eml files, PDFs with pdfkit, text messages to SMS_URL or as files, links signed
 * and the attempt counters' keys made with the session secret; the signal that wakes the outbox
 * worker when an application is stored; and the metrics (GET /metrics), which count the hand-overs.
 */
const configuredPortsModule = (
  config: ServerConfig,
  signal: OutboxSignal,
  metrics: MetricsPort,
): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind<MetricsPort>(MetricsPort).toConstantValue(metrics);
    bind<InsurerGatewayPort>(InsurerGatewayPort).toConstantValue(
      meteredInsurerGateway(
        new HttpInsurerGateway(config.insurerUrl ?? ownDemoInsurerUrl(config)),
        metrics,
      ),
    );
    bind<MailPort>(MailPort).toConstantValue(
      new NodemailerMail({
        smtpUrl: config.smtpUrl ?? null,
        smtpTlsCa: config.smtpTlsCa ?? null,
        dataDir: config.dataDir,
        from: fromHeaderOf(mailSenderOf(config.brandName, config.publicUrl)),
      }),
    );
    bind<DocumentRendererPort>(DocumentRendererPort).toConstantValue(new PdfkitDocumentRenderer());
    bind<SmsPort>(SmsPort).toConstantValue(
      config.smsUrl === undefined || config.smsToken === undefined
        ? new FileSms(config.dataDir)
        : new HttpSms({ url: config.smsUrl, token: config.smsToken }),
    );
    bind<LinkSignerPort>(LinkSignerPort).toConstantValue(
      linkSignerOfSessionSecret(config.sessionSecret),
    );
    bind<AttemptKeyPort>(AttemptKeyPort).toConstantValue(
      attemptKeyOfSessionSecret(config.sessionSecret),
    );
    bind<OutboxSignal>(OutboxSignal).toConstantValue(signal);
  });

/** The catalogue of a server started without one: every comparison fails as unavailable. */
const NO_CATALOGUE: TariffCataloguePort = {
  load: async () => {
    throw new CatalogueUnavailable('no tariff catalogue configured');
  },
};

/**
 * The journey pages' use cases: the documents to read before signing, „Jetzt zahlungspflichtig
 * abschließen“ (the owner's draft submitted once per key), and the four as the pages' one binding.
 */
const applicationJourneyModule = new ContainerModule(({ bind }) => {
  const draftFormOf =
    (c: { get<T>(token: symbol): T }): DraftFormOf =>
    async (owner) =>
      (await c.get<GetApplicationDraft>(GetApplicationDraft)(owner))?.form ?? null;
  bind<PreviewApplicationDocuments>(PreviewApplicationDocuments)
    .toDynamicValue((c) =>
      makePreviewApplicationDocuments({
        getDraft: c.get<GetApplicationDraft>(GetApplicationDraft),
        documents: c.get<ApplicationDocuments>(ApplicationDocuments),
      }),
    )
    .inSingletonScope();
  bind<SubmitOnlineContract>(SubmitOnlineContract)
    .toDynamicValue((c) =>
      makeSubmitOnlineContract({
        getDraft: draftFormOf(c),
        submit: c.get<SubmitApplication>(SubmitApplication),
      }),
    )
    .inSingletonScope();
  bind<ApplicationJourneyUseCases>(ApplicationJourney)
    .toDynamicValue((c) => ({
      getApplicationDraft: draftFormOf(c),
      previewApplicationDocuments: c.get<PreviewApplicationDocuments>(PreviewApplicationDocuments),
      submitOnlineContract: c.get<SubmitOnlineContract>(SubmitOnlineContract),
      getApplication: c.get<GetApplication>(GetApplication),
    }))
    .inSingletonScope();
});

/**
 * Ports a caller hands in as values, put in place of what the modules bound (`rebind`): a test's
 * doubles, or a ports record a test built by hand.
 */
export const portsInPlace = (ports: Partial<ServerPorts>): ContainerModule =>
  new ContainerModule(({ rebind }) => {
    for (const [key, value] of Object.entries(ports)) {
      if (value === undefined) continue;
      if (key === 'catalogue') rebind(TariffCataloguePort).toConstantValue(value);
      else rebind<unknown>(SERVER_PORTS[key as keyof typeof SERVER_PORTS]).toConstantValue(value);
    }
  });

/** Use cases a test hands in, put in place of the server's own. */
export const useCasesInPlace = (useCases: {
  readonly applicationJourney?: ApplicationJourneyUseCases;
}): ContainerModule =>
  new ContainerModule(({ rebind }) => {
    if (useCases.applicationJourney !== undefined) {
      rebind<ApplicationJourneyUseCases>(ApplicationJourney).toConstantValue(
        useCases.applicationJourney,
      );
    }
  });

export interface ServerModules {
  /** The machine: clock, ids, logger, password hasher (serverModule, or a test's doubles). */
  readonly machine: ContainerModule;
  /** The database's stores and health (storage.module.ts). */
  readonly storage: ContainerModule;
  /** The tariff catalogue (catalogueModule); null: a server without one, comparisons answer 500. */
  readonly catalogue: ContainerModule | null;
  /** The SQLite database's online backup (`rente backup`); none on PostgreSQL. */
  readonly databaseBackup?: ServerDeps['databaseBackup'];
  /** Bindings put in place last (portsInPlace, useCasesInPlace): tests only. */
  readonly inPlace?: readonly ContainerModule[];
  /** prom-client's process metrics (event-loop lag, heap): the real server's start only. */
  readonly processMetrics?: boolean;
}

/**
 * The server's one container: the machine, storage and catalogue modules the entry point (or a
 * test) names, the ports the configuration decides, every use-case module; each port and use case
 * resolved here, at start, so a missing binding stops the start with its name.
 */
export const composeServer = (config: ServerConfig, modules: ServerModules): ServerComposition => {
  const outboxSignal = new OutboxSignal();
  const catalogue =
    modules.catalogue ??
    new ContainerModule(({ bind }) => {
      bind<TariffCataloguePort>(TariffCataloguePort).toConstantValue(NO_CATALOGUE);
    });
  const container = buildContainer(
    configuredPortsModule(
      config,
      outboxSignal,
      new PromMetrics({ processMetrics: modules.processMetrics === true }),
    ),
    modules.machine,
    modules.storage,
    catalogue,
    searchUseCasesModule,
    visitUseCasesModule,
    loginUseCasesModule,
    applicationDraftUseCasesModule,
    applicationUseCasesModule({
      brand: {
        name: config.brandName,
        phoneNumber: config.phoneNumber,
        host: hostOfPublicUrl(config.publicUrl),
      },
      onStored: outboxSignal.notify,
      publicUrl: config.publicUrl,
    }),
    customerAreaUseCasesModule,
    identificationUseCasesModule({
      sessionSecret: config.sessionSecret,
      publicUrl: config.publicUrl,
      brandName: config.brandName,
    }),
    consultingUseCasesModule({
      mail: {
        publicUrl: config.publicUrl,
        brandName: config.brandName,
        hotline: config.phoneNumber,
      },
    }),
    applicationJourneyModule,
    ...(modules.inPlace ?? []),
  );
  // Every line with a correlation id: the request's or job's, else the server process's own
  // (its random part not from IdGeneratorPort, whose sequence the tests' ids follow).
  container.onActivation<LoggerPort>(LoggerPort, (context, logger) =>
    contextualLogger(logger, {
      job: 'server',
      correlationId: correlationId(
        context.get<ClockPort>(ClockPort).now().epochMilliseconds,
        randomBytes(18).toString('base64url'),
      ),
    }),
  );
  const ports = resolveAll(container, SERVER_PORTS);
  const deps: ServerDeps = {
    config,
    ...ports,
    ...(modules.catalogue === null
      ? {}
      : { catalogue: container.get<TariffCataloguePort>(TariffCataloguePort) }),
    ...(modules.databaseBackup === undefined ? {} : { databaseBackup: modules.databaseBackup }),
  };
  const useCases = resolveAll(container, SERVER_USE_CASES);
  return {
    deps,
    useCases: { ...useCases, compareQuery: timedComparison(useCases.compareQuery, deps.metrics) },
    outboxSignal,
  };
};
