import type { ReactElement } from 'react';
import type { AppointmentView } from '../../../ports/consulting-page-services';

/** The appointment's day, time, consultant and topic, as the confirmation and the cancel page show it. */
export const AppointmentFacts = ({
  appointment,
  teamLabel,
}: {
  readonly appointment: AppointmentView;
  readonly teamLabel: string;
}): ReactElement => (
  <dl className="consult-facts" data-testid="appointment-facts">
    <dt>Tag</dt>
    <dd>{appointment.day}</dd>
    <dt>Uhrzeit</dt>
    <dd>{`${appointment.from}–${appointment.to} Uhr`}</dd>
    <dt>Beraterin/Berater</dt>
    <dd>
      {appointment.consultant} <span className="consult-label">{teamLabel}</span>
    </dd>
    <dt>Thema</dt>
    <dd>{appointment.topic}</dd>
    <dt>Wir rufen an unter</dt>
    <dd>{appointment.phoneNumber}</dd>
  </dl>
);
