import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useSearchParams, WrittenParams } from './search-params.ts';

const p = (s: string) => new URLSearchParams(s);

describe('WrittenParams', () => {
  it('composes a second write on the first before the router renders either', () => {
    const w = new WrittenParams(p('a=1'));
    w.write((q) => (q.set('ordering', '-tt'), q));
    expect(w.write((q) => (q.set('page', '2'), q))!.toString()).toBe('a=1&ordering=-tt&page=2');
  });

  it('keeps the newest write when the router renders an older one', () => {
    const w = new WrittenParams(p(''));
    const first = w.write({ from: '2026-11-27' })!;
    w.write((q) => (q.set('to', '2026-11-28'), q));
    w.rendered(first);
    expect(w.write((q) => (q.set('days', '1,2'), q))!.toString()).toBe('from=2026-11-27&to=2026-11-28&days=1%2C2');
  });

  it('adopts a navigation made elsewhere', () => {
    const w = new WrittenParams(p(''));
    w.write({ page: '2' });
    w.rendered(p('search=x'));
    expect(w.latest.toString()).toBe('search=x');
  });

  it('asks for no navigation when nothing changes', () => {
    const w = new WrittenParams(p('a=1'));
    expect(w.write((q) => q)).toBeNull();
  });
});

describe('useSearchParams', () => {
  it('keeps both of two updates made in one event, where the router alone keeps the last', async () => {
    let set!: ReturnType<typeof useSearchParams>[1];
    function Page() {
      const [params, update] = useSearchParams();
      set = update;
      return <output>{params.toString()}</output>;
    }
    const router = createMemoryRouter([{ path: '/', element: <Page /> }], { initialEntries: ['/?ordering=tt'] });
    const { container } = render(<RouterProvider router={router} />);
    await act(async () => {
      set((q) => (q.set('ordering', '-tt'), q), { replace: true });
      set((q) => (q.set('page', '2'), q), { replace: true });
    });
    expect(container.textContent).toBe('ordering=-tt&page=2');
    expect(router.state.location.search).toBe('?ordering=-tt&page=2');
  });
});
