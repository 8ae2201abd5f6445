import type { ReactElement } from 'react';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  redirect,
  useActionData,
  useLoaderData,
} from 'react-router-dom';
import { bookingUrlOf, cancelPageUrlOf } from '../../../../domain/consulting/consulting-paths';
import { DEMO_TEAM_LABEL } from '../../../../domain/consulting/demo-team';
import type { AppServices } from '../../../../ports/app-services';
import type { AppointmentView } from '../../../../ports/consulting-page-services';
import { JourneyFrame } from '../../../features/application/journey-frame';
import { AppointmentFacts } from '../../../features/consulting/appointment-facts';
import '../../../features/consulting/consulting.css';
import { serverOnly } from '../../server-only';
import { usePageHandle } from '../../use-page';

type CancelPageData =
  | { readonly kind: 'problem'; readonly message: string; readonly bookUrl: string }
  | {
      readonly kind: 'appointment';
      readonly appointment: AppointmentView;
      readonly action: string;
      /** The message of a cancellation that did not go through (e.g. the half hour has begun). */
      readonly message: string | null;
    };

const BOOK_URL = bookingUrlOf({ origin: 'results', product: null, tariffId: null });

const linkOf = (url: URL): { readonly id: string; readonly signature: string } => ({
  id: url.searchParams.get('id') ?? '',
  signature: url.searchParams.get('sig') ?? '',
});

/**
 * /beratung/termin-absagen?id=&sig=: the appointment of the mail's signed link with a button to
 * cancel it. Opening the link changes nothing (mail scanners follow links); a wrong or forged
 * link is 404 with the German message.
 */
export const loader =
  (svc: AppServices) =>
  async ({ request }: LoaderFunctionArgs) => {
    const consulting = await serverOnly(svc, 'consulting', request);
    const { id, signature } = linkOf(new URL(request.url));
    const found = await consulting.appointment(id, signature);
    if (!found.ok)
      return data<CancelPageData>(
        { kind: 'problem', message: found.error.message, bookUrl: BOOK_URL },
        { status: 404 },
      );
    return data<CancelPageData>({
      kind: 'appointment',
      appointment: found.value,
      action: cancelPageUrlOf(id, signature),
      message: null,
    });
  };

/** The confirmed cancellation (a document POST, origin-checked): back to this page, now cancelled. */
export const action =
  (svc: AppServices) =>
  async ({ request }: ActionFunctionArgs) => {
    const consulting = await serverOnly(svc, 'consulting', request);
    const { id, signature } = linkOf(new URL(request.url));
    const cancelled = await consulting.cancel(id, signature);
    if (cancelled.ok) throw redirect(cancelPageUrlOf(id, signature), 303);
    if (cancelled.error.kind === 'consulting/link-invalid')
      return data<CancelPageData>(
        { kind: 'problem', message: cancelled.error.message, bookUrl: BOOK_URL },
        { status: 404 },
      );
    const found = await consulting.appointment(id, signature);
    if (!found.ok)
      return data<CancelPageData>(
        { kind: 'problem', message: cancelled.error.message, bookUrl: BOOK_URL },
        { status: 409 },
      );
    return data<CancelPageData>(
      {
        kind: 'appointment',
        appointment: found.value,
        action: cancelPageUrlOf(id, signature),
        message: cancelled.error.message,
      },
      { status: 409 },
    );
  };

export const Component = (): ReactElement => {
  const loaded = useLoaderData() as CancelPageData;
  const posted = useActionData() as CancelPageData | undefined;
  const page = posted ?? loaded;
  const handle = usePageHandle();
  const heading = handle?.page.heading ?? 'Beratungstermin absagen';
  const lead = 'Sagen Sie Ihren Beratungstermin ab und wählen Sie bei Bedarf gleich einen neuen.';
  if (page.kind === 'problem') {
    return (
      <JourneyFrame heading={heading} lead={lead} problem={null}>
        <section className="app-stop" role="alert" data-testid="cancel-problem">
          <h2 className="app-stop__title">{page.message}</h2>
          <p>
            <a href={page.bookUrl}>Einen neuen Beratungstermin vereinbaren</a>
          </p>
        </section>
      </JourneyFrame>
    );
  }
  const { appointment } = page;
  const cancelled = appointment.status === 'cancelled';
  return (
    <JourneyFrame heading={heading} lead={lead} problem={null}>
      <section
        className="app-stop"
        role={page.message === null ? 'status' : 'alert'}
        data-testid={cancelled ? 'cancel-done' : 'cancel-ask'}
      >
        <h2 className="app-stop__title">
          {page.message ??
            (cancelled ? 'Ihr Termin ist abgesagt' : 'Möchten Sie diesen Termin absagen?')}
        </h2>
        <AppointmentFacts appointment={appointment} teamLabel={DEMO_TEAM_LABEL} />
        {cancelled ? (
          <p>
            Die halbe Stunde ist wieder frei.{' '}
            <a href={appointment.rebookUrl}>Neuen Termin vereinbaren</a>
          </p>
        ) : page.message === null ? (
          <form method="post" action={page.action} className="step-form__actions">
            {/* Keeping the appointment needs nothing: the link only leaves the page. */}
            <a href="/">Termin behalten</a>
            <button type="submit" className="rk-button rk-button--primary">
              Termin absagen
            </button>
          </form>
        ) : null}
      </section>
    </JourneyFrame>
  );
};
