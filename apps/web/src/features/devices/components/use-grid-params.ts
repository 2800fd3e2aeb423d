import { useSearchParams } from 'react-router';

/** datetime-local text (browser zone) → ISO instant for the server's timestamp filters. */
const toIso = (local: string) => {
  const t = local ? new Date(local).getTime() : NaN;
  return Number.isFinite(t) ? new Date(t).toISOString() : undefined;
};

/** Page and period of a tab's table, kept in the URL so the view can be shared (core §9 page size 10). */
export function useGridParams() {
  const [params, setParams] = useSearchParams();
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
