import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { GridColDef } from '@mui/x-data-grid';
import { DataList, type ListResult } from './data-list.tsx';
import { useListParams, type ListParams } from './use-list-params.ts';
import { toOrdering, toSortModel } from './data-list.tsx';

type Row = { id: number; name: string };
const columns: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'speed', headerName: 'Speed', width: 120 },
];

/** Renders the list at `url`; reports the params and the current URL to the test. */
function renderAt(url: string, list: ListResult<Row>, onParams?: (p: ListParams) => void) {
  function Screen() {
    const params = useListParams({ filters: ['kind'] });
    onParams?.(params);
    return <DataList columns={columns} list={list} params={params} searchLabel="Search" emptyText="Nothing here" />;
  }
  const router = createMemoryRouter([{ path: '/list', element: <Screen /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useListParams', () => {
  it('reads page, ordering, search and filters from the URL with the table defaults', () => {
    let p!: ListParams;
    renderAt('/list', { isFetching: false, isError: false, refetch: () => undefined, data: { count: 0, results: [] } }, (x) => (p = x));
    expect(p.query).toEqual({ page: 1, page_size: 10, ordering: 'name', search: undefined });
    renderAt(
      '/list?page=3&ordering=-name&search=ab&kind=links&other=x',
      { isFetching: false, isError: false, refetch: () => undefined },
      (x) => (p = x),
    );
    expect(p.query).toEqual({ page: 3, page_size: 10, ordering: '-name', search: 'ab', kind: 'links' });
  });

  it('sends the list back to page 1 on any other change and keeps defaults out of the URL', () => {
    let p!: ListParams;
    const router = renderAt('/list?page=4&kind=a', { isFetching: false, isError: false, refetch: () => undefined }, (x) => (p = x));
    act(() => p.set({ ordering: '-name' }));
    expect(router.state.location.search).toBe('?kind=a&ordering=-name');
    act(() => p.set({ page: '2' }));
    expect(router.state.location.search).toContain('page=2');
    act(() => p.set({ ordering: 'name', kind: null }));
    expect(router.state.location.search).toBe('');
  });
});

describe('DataList', () => {
  it('shows rows, and the empty text when there are none', () => {
    renderAt('/list', {
      isFetching: false,
      isError: false,
      refetch: () => undefined,
      data: { count: 1, results: [{ id: 1, name: 'Bosphorus Bridge' }] },
    });
    expect(screen.getByText('Bosphorus Bridge')).toBeInTheDocument();
    renderAt('/list', { isFetching: false, isError: false, refetch: () => undefined, data: { count: 0, results: [] } });
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
  });

  it('shows the error state with a retry that refetches', () => {
    const refetch = vi.fn();
    renderAt('/list', { isFetching: false, isError: true, refetch });
    expect(screen.getByTestId('data-list-error')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button'));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('writes header sorting to the URL: ascending, then descending', async () => {
    const router = renderAt('/list', {
      isFetching: false,
      isError: false,
      refetch: () => undefined,
      data: { count: 1, results: [{ id: 1, name: 'A' }] },
    });
    const header = screen.getByRole('columnheader', { name: /Name/ });
    fireEvent.click(header.querySelector('.MuiDataGrid-columnHeaderTitleContainer')!);
    expect(router.state.location.search).toBe('?ordering=-name');
    fireEvent.click(header.querySelector('.MuiDataGrid-columnHeaderTitleContainer')!);
    expect(router.state.location.search).toBe('');
    const speed = () => screen.getByRole('columnheader', { name: /Speed/ });
    fireEvent.click(speed());
    expect(router.state.location.search).toBe('?ordering=speed');
    fireEvent.click(speed());
    expect(router.state.location.search).toBe('?ordering=-speed');
    const icon = speed().querySelector('button');
    if (icon) fireEvent.click(icon);
    expect(router.state.location.search).toBe('');
  });

  it('stays on its page when the list renders again (a refetch), sorted or not', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ id: i + 11, name: `Row ${i + 11}` }));
    let refresh!: () => void;
    function Screen() {
      const params = useListParams();
      const [n, setN] = useState(0);
      refresh = () => setN((x) => x + 1);
      return (
        <DataList
          columns={columns}
          list={{ isFetching: n % 2 === 1, isError: false, refetch: () => undefined, data: { count: 30, results: rows } }}
          params={params}
        />
      );
    }
    const router = createMemoryRouter([{ path: '/list', element: <Screen /> }], { initialEntries: ['/list?ordering=-name&page=2'] });
    render(<RouterProvider router={router} />);
    for (let i = 0; i < 3; i++) {
      act(() => refresh());
      // The grid's page reset after a sort change is deferred by a timer.
      await act(() => new Promise((r) => setTimeout(r, 20)));
    }
    expect(router.state.location.search).toBe('?ordering=-name&page=2');
  });

  it('maps DRF ordering to the grid sort model and back', () => {
    expect(toSortModel('-travel_time')).toEqual([{ field: 'travel_time', sort: 'desc' }]);
    expect(toOrdering([{ field: 'name', sort: 'asc' }])).toBe('name');
    expect(toOrdering([])).toBeNull();
  });
});
