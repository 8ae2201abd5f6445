import { type ReactElement, useMemo } from 'react';
import { useActionData, useFormAction, useLoaderData, useNavigate } from 'react-router-dom';
import { ComparisonTeaser } from '../../../features/comparison-entry/comparison-teaser';
import type { EntryEnvironment } from '../../../features/comparison-entry/entry-environment';
import { ContentArticle } from '../../../features/content/content-article';
import { SimplePage } from '../../../features/content/simple-page';
import { useServices } from '../../services-context';
import { usePageHandle } from '../../use-page';
import type { ContentActionData, ContentPageData } from './content-loader';

/** Content, landing and sub-landing pages (SPEC §2), with their Markdown content. */
export const ContentPage = (): ReactElement => {
  const { content, entry: loaded } = useLoaderData() as ContentPageData;
  // The entry form posted without JavaScript and refused: its answer carries the message.
  const posted = useActionData() as ContentActionData | undefined;
  const entry = posted?.entry ?? loaded;
  const handle = usePageHandle();
  const svc = useServices();
  const navigate = useNavigate();
  const formAction = useFormAction();
  const entryEnvironment = useMemo(
    (): EntryEnvironment => ({
      data: entry,
      save: svc.saveBusinessProcess,
      navigate: (to: string) => {
        void navigate(to);
      },
      formAction,
    }),
    [entry, svc, navigate, formAction],
  );
  if (handle === null) throw new Error('ContentPage ohne Seiten-Eintrag');
  if (content === null) {
    return <SimplePage heading={handle.page.heading} text={handle.page.description ?? ''} />;
  }
  return (
    <ContentArticle
      page={handle.page}
      content={content}
      teaser={(heading) => <ComparisonTeaser env={entryEnvironment} heading={heading} />}
    />
  );
};
