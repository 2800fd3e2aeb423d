import { useSearchParams } from '../../../lib/search-params.ts';
import { useFormat } from '../../../lib/format/index.ts';

/** Page and period of a tab's table, kept in the URL so the view can be shared (page size 10). */
export function useGridParams() {
  const [params, setParams] = useSearchParams();
  // datetime-local text (the profile zone's wall clock) → ISO instant for the server's timestamp filters.
  const { fromInput } = useFormat();
  const toIso = (text: string) => (Number.isFinite(fromInput(text)) ? new Date(fromInput(text)).toISOString() : undefined);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const set = (patch: Record<string, string>) =>
    setParams(
      (p) => {
        for (const [k, v] of Object.entries(patch)) {
          if (v === '' || (k === 'page' && v === '1')) p.delete(k);
          else p.set(k, v);
        }
        return p;
      },
      { replace: true },
    );
  return {
    page,
    from,
    to,
    query: { page, page_size: 10, timestamp__gte: toIso(from), timestamp__lte: toIso(to) },
    setPage: (n: number) => set({ page: String(n) }),
    setFrom: (v: string) => set({ from: v, page: '1' }),
    setTo: (v: string) => set({ to: v, page: '1' }),
  };
}
