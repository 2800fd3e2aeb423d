import { useMutation, useQueryClient, type MutationFunction } from '@tanstack/react-query';
import type { Board } from '../model.ts';
import { scrumboardKeys } from './keys.ts';

/**
 * A board change: `optimistic` updates the cached board at once, and the board is fetched again
 * when the call settles, so what is shown is always what the mock holds.
 */
export function useBoardMutation<TData, TVars>(
  boardId: string,
  mutationFn: MutationFunction<TData, TVars>,
  optimistic?: (board: Board, vars: TVars) => Board,
) {
  const client = useQueryClient();
  const key = scrumboardKeys.board(boardId);
  return useMutation({
    mutationFn,
    onMutate: async (vars) => {
      if (!optimistic) return;
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<Board | null>(key, (old) => (old ? optimistic(old, vars) : old));
    },
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: key }), client.invalidateQueries({ queryKey: scrumboardKeys.boards() })]),
  });
}
