import type { ReactElement, ReactNode } from 'react';
import { useActionData, useLoaderData } from 'react-router-dom';
import { JourneyFrame } from '../../../features/application/journey-frame';
import { CustomerAreaNav, LoginPrompt } from '../../../features/customer-area/customer-area-nav';
import { usePageHandle } from '../../use-page';

/** A customer-area page's data: the answer of its form post, else its loader's. */
export const useCustomerAreaPageData = <T,>(): T => {
  const loaded = useLoaderData() as T;
  const posted = useActionData() as T | undefined;
  return posted ?? loaded;
};

/**
 * The frame of a customer-area page: heading and lead from the page registry, the area's
 * navigation, then the login prompt for a guest or the page's own content.
 */
export const CustomerAreaFrame = ({
  path,
  fallbackHeading,
  login,
  children,
}: {
  readonly path: string;
  readonly fallbackHeading: string;
  /** The login prompt instead of the content; null for a logged-in customer. */
  readonly login: { readonly href: string; readonly text: string } | null;
  readonly children?: ReactNode;
}): ReactElement => {
  const handle = usePageHandle();
  return (
    <JourneyFrame
      heading={handle?.page.heading ?? fallbackHeading}
      lead={handle?.page.description ?? ''}
      problem={null}
    >
      <CustomerAreaNav current={path} />
      {login === null ? children : <LoginPrompt loginHref={login.href} text={login.text} />}
    </JourneyFrame>
  );
};
