import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { storedToken } from '../lib/auth-storage';

/**
 * The edge renders a page as anyone sees it: for a signed-in fan some answers are their own (an
 * article's likes, `is_liked`). Once the app has taken the edge's page over, it asks again, with the
 * fan's token, for the data the page was rendered with.
 */
export function PersonalViews({ served }: { served: boolean }) {
  const client = useQueryClient();
  useEffect(() => {
    if (served && storedToken()) void client.invalidateQueries();
  }, [client, served]);
  return null;
}
