import { describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyPage } from './lazy-page.ts';

const loader = () => {
  let loads = 0;
  const load = async () => {
    loads++;
    return { Page: () => <p>the page</p> };
  };
  return { load, loads: () => loads };
};

describe('lazyPage', () => {
  it('shows the fallback first when its code is not in yet, then the page', async () => {
    const { load, loads } = loader();
    const Page = lazyPage(load, 'Page');
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('the page')).toBeTruthy();
    expect(loads()).toBe(1);
  });

  it('renders the page in the first render once its code was loaded ahead, loading it once', async () => {
    const { load, loads } = loader();
    const Page = lazyPage(load, 'Page');
    await Page.preload();
    await Page.preload();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Page />
      </Suspense>,
    );
    // No await: the page is there in the render's own output, not a turn later.
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
    expect(loads()).toBe(1);
  });
});
