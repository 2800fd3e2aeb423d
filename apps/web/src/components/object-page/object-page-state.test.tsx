import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ApiError } from '../../lib/api-client.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { ObjectPageMissing } from './object-page-state.tsx';

const texts = {
  area: { backToList: 'Back to links', notFound: 'Cannot find it.', notFoundHint: 'Another company’s?', loadError: 'Could not load.' },
};
const missing = (id: number, error: unknown) => <ObjectPageMissing id={id} error={error} listTo="/dashboard/links" texts="area" />;

describe('an object page without its object', () => {
  it('says not found for a 404 (another company’s id answers the same) and for an id that is no id', async () => {
    for (const [id, error] of [
      [7, new ApiError(404, {}, '/api/map/links/7/')],
      [Number.NaN, null],
    ] as const) {
      const view = await renderPage('*', missing(id, error), '/', texts);
      expect(await screen.findByTestId('not-found')).toHaveTextContent('Cannot find it. Another company’s?');
      expect(screen.getByRole('link', { name: 'Back to links' })).toHaveAttribute('href', '/dashboard/links');
      view.unmount();
    }
  });

  it('says it could not load for any other error', async () => {
    await renderPage('*', missing(7, new ApiError(500, {}, '/api/map/links/7/')), '/', texts);
    expect(await screen.findByTestId('load-error')).toHaveTextContent('Could not load.');
  });
});
