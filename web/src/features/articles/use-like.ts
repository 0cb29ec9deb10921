import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../components/toasts';
import { LikesSchema, type Article } from '../../../../shared/schemas/article';
import { apiGet } from '../../lib/api-client';
import { articleQuery } from './article-api';

interface LikeState {
  liked: boolean;
  count: number;
}

/**
 * The like toggle (SPEC section 4): starts from cnt_likes and is_liked; a press shows the change at
 * once, sends like or unlike, then shows the server's `likes`. A failed call puts back what was
 * shown before and says so.
 */
export function useLike(article: Article) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LikeState>({ liked: article.is_liked, count: Number(article.cnt_likes ?? 0) });
  const mutation = useMutation({
    mutationFn: (like: boolean) => apiGet(`/v1/news/${article.id}/${like ? 'like' : 'unlike'}`, LikesSchema),
    onMutate: (like) => {
      const before = state;
      setState({ liked: like, count: Math.max(0, before.count + (like ? 1 : -1)) });
      return before;
    },
    onSuccess: ({ likes }, like) => {
      setState({ liked: like, count: likes });
      // The cached article follows, so coming back to it shows the same heart.
      queryClient.setQueryData(articleQuery(article.id).queryKey, (old) => (old ? { ...old, cnt_likes: likes, is_liked: like } : old));
    },
    onError: (_error, _like, before) => {
      if (before) setState(before);
      toast.error('Could not save your like. Please try again.');
    },
  });
  return { ...state, pending: mutation.isPending, toggle: () => mutation.mutate(!state.liked) };
}
