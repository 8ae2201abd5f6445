import { MemoryApplicationDraftStore } from '../../adapters/memory/memory-application-draft-store.adapter';
import { MemoryAppointmentStore } from '../../adapters/memory/memory-appointment-store.adapter';
import { MemoryUploadedDocumentStore } from '../../adapters/memory/memory-uploaded-document-store.adapter';
import { MemoryWatchlistStore } from '../../adapters/memory/memory-watchlist-store.adapter';
import type { ServerDeps } from '../../adapters/server/server-deps';
import type { ServerUseCases } from '../../adapters/server/server-use-cases';
import type { CallbackRequestStorePort } from '../../ports/callback-request-store.port';
import type { DocumentRendererPort } from '../../ports/document-renderer.port';
import { SAMPLE_FORM } from '../fixtures/application/sample-application';
import { composeOnPorts } from '../support/compose-on-ports';
import type { TestServer } from '../support/test-server';
import { ensure } from './fuzz-expect';
import { FUZZ_VISITOR_ID, type FuzzSenders } from './fuzz-senders';

/** What the direct route steps of api-schemas work with. */
export interface RouteContext {
  readonly server: TestServer;
  readonly senders: FuzzSenders;
  /** The server's use cases over stores that keep a million cases' data bounded. */
  readonly useCases: ServerUseCases;
}

/**
 * The documents' renderer in place of pdfkit: the four PDFs of an application cost 60 to 100 ms
 * (a million cases of them, days). It checks the document model turns into JSON; pdfkit renders
 * them in the inject suite (api-bodies) and the document tests.
 */
const modelCheckingRenderer: DocumentRendererPort = {
  render: async (model) => {
    ensure(JSON.stringify(model) !== undefined, () => 'a document model without JSON');
    return new Uint8Array(0);
  },
};

/** A callback request store that keeps nothing (a million requests must not fill the memory). */
const discardedCallbacks: CallbackRequestStorePort = {
  add: async () => {},
  byOwner: async () => [],
  recent: async () => [],
};

/**
 * The server's use cases as the server composes them (composeServer), on the test server's ports
 * except the stores a million cases would fill: callback requests are dropped, and holds,
 * appointments, Merkzettel entries (at most the limit per account), uploads and drafts (one per
 * owner; the fuzz visitor has the sample application's) stay in memory, and the documents are
 * made up to their models.
 */
export const directUseCasesOf = (server: TestServer): ServerUseCases => {
  const drafts = new MemoryApplicationDraftStore();
  void drafts.save(`visitor:${FUZZ_VISITOR_ID}`, {
    product: 'schicht3',
    form: SAMPLE_FORM,
    updatedAt: server.deps.clock.now().toString(),
  });
  const { config, ...ports }: ServerDeps = {
    ...server.deps,
    callbackRequests: discardedCallbacks,
    appointments: new MemoryAppointmentStore(),
    watchlist: new MemoryWatchlistStore(),
    uploadedDocuments: new MemoryUploadedDocumentStore(),
    applicationDrafts: drafts,
    documentRenderer: modelCheckingRenderer,
  };
  return composeOnPorts(config, ports).useCases;
};
