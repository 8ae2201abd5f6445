import { type ReactElement, useMemo } from 'react';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { EntryEnvironmentProvider } from '../../features/comparison-entry/entry-context';
import { ContentArticle } from '../../features/content/content-article';
import { SimplePage } from '../../features/content/simple-page';
import { useServices } from '../services-context';
import { usePageHandle } from '../use-page';
import type { ContentPageData } from './content-loader';

/** Content, landing and sub-landing pages (SPEC §2), with their Markdown content. */
export const ContentPage = (): ReactElement => {
  const { content, entry } = useLoaderData() as ContentPageData;
  const handle = usePageHandle();
  const svc = useServices();
  const navigate = useNavigate();
  const entryEnvironment = useMemo(
    () => ({
      data: entry,
      save: svc.saveBusinessProcess,
      navigate: (to: string) => {
        void navigate(to);
      },
    }),
    [entry, svc, navigate],
  );
  if (handle === null) throw new Error('ContentPage ohne Seiten-Eintrag');
  if (content === null) {
    return <SimplePage heading={handle.page.heading} text={handle.page.description} />;
  }
  return (
    <EntryEnvironmentProvider value={entryEnvironment}>
      <ContentArticle page={handle.page} content={content} />
    </EntryEnvironmentProvider>
  );
};
