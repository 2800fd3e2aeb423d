import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { resetWhenIdle, useWhenIdle } from './use-when-idle.ts';

function Probe({ id = 'probe' }: { id?: string }) {
  return <span data-testid={id}>{useWhenIdle(1000) ? 'idle' : 'first'}</span>;
}

describe('useWhenIdle', () => {
  beforeEach(resetWhenIdle);

  it('is false on the first render and true once the page has been idle', async () => {
    const seen: string[] = [];
    render(<Probe />);
    seen.push(screen.getByTestId('probe').textContent!);
    expect(await screen.findByText('idle')).toBeInTheDocument();
    expect(seen).toEqual(['first']);
  });

  it('is true from the first render once the page has been idle before', async () => {
    render(<Probe />);
    await screen.findByText('idle');
    render(<Probe id="later" />);
    expect(screen.getByTestId('later')).toHaveTextContent('idle');
  });

  it('works where the browser has no idle callback', async () => {
    const { requestIdleCallback } = window;
    // Safari has none.
    (window as { requestIdleCallback?: unknown }).requestIdleCallback = undefined;
    try {
      render(<Probe />);
      expect(await screen.findByText('idle')).toBeInTheDocument();
    } finally {
      window.requestIdleCallback = requestIdleCallback;
    }
  });
});
