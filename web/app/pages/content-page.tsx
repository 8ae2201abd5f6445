import type { ReactElement } from 'react';
import { useLoaderData } from 'react-router-dom';
import { ContentArticle } from '../../features/content/content-article';
import { SimplePage } from '../../features/content/simple-page';
import { usePageHandle } from '../use-page';
import type { ContentPageData } from './content-loader';

/** Content, landing and sub-landing pages (SPEC §2), with their Markdown content. */
export const ContentPage = (): ReactElement => {
  const { content } = useLoaderData() as ContentPageData;
  const handle = usePageHandle();
  if (handle === null) throw new Error('ContentPage ohne Seiten-Eintrag');
  if (content === null) {
    return <SimplePage heading={handle.page.heading} text={handle.page.description} />;
  }
  return <ContentArticle page={handle.page} content={content} />;
};
