import type { PreviousApplicationData } from '../../domain/customer-area/data-takeover';
import type { HttpClientPort } from '../../ports/http-client.port';

/** GET /api/customer/application-data: the account's latest personal data; null for a guest (401). */
export const previousApplicationDataOverHttp =
  (http: () => Promise<HttpClientPort>) => async (): Promise<PreviousApplicationData | null> => {
    const answer = await (await http()).get<{ data: PreviousApplicationData | null }>(
      'customer/application-data',
      // A guest's 401 is the usual answer, no failure worth a log line.
      { quiet: true },
    );
    return answer.ok ? (answer.value.body.data ?? null) : null;
  };
