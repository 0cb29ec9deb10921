import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { customPageQuery, isPolicySlug } from './custom-page-api';
import { CustomPageNotFound, CustomPageView } from './custom-page-view';
import './custom-pages.css';

/** /p/{slug}: the policy pages. An unknown slug is a not-found page, without asking the upstream. */
export function CustomPageRoute() {
  const { slug = '' } = useParams();
  const known = isPolicySlug(slug);
  const page = useQuery({ ...customPageQuery(slug), enabled: known });
  return known ? <CustomPageView key={slug} query={page} /> : <CustomPageNotFound />;
}
