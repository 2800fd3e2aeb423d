import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useWhenIdle } from './use-when-idle.ts';

function Probe() {
  return <span data-testid="probe">{useWhenIdle(1000) ? 'idle' : 'first'}</span>;
}

describe('useWhenIdle', () => {
  it('is false on the first render and true once the page has been idle', async () => {
    const seen: string[] = [];
    render(<Probe />);
    seen.push(screen.getByTestId('probe').textContent!);
    expect(await screen.findByText('idle')).toBeInTheDocument();
    expect(seen).toEqual(['first']);
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
