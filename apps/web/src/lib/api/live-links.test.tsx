import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Link } from '@roadlens/contract/links';
import { links } from '@roadlens/contract/endpoints/links';
import { handle, pageOf, startEndpointServer } from '../../testing/endpoint-server.ts';
import { useEndpointQuery } from './client.ts';
import { linkKeys } from './keys.ts';
import { useLiveLinks } from './live-links.ts';
import { FakeEventSource, stubEventSource } from '../../testing/fake-event-source.ts';

const link: Link = {
  id: 3,
  name: 'Ring road',
  origin_device_id: 1,
  destination_device_id: 2,
  provider_segment: null,
  length_m: 1000,
  geometry: null,
  free_flow_s: 100,
  max_travel_time_s: 1800,
  match_time: 'first',
  filter: { sigma: 2, b_value: 0.3, trend_threshold: 10 },
  current: {
    interval_start: '2026-11-24T08:00:00.000Z',
    travel_time_s: 120,
    speed_kmh: 30,
    count: 4,
    typical_s: 110,
    free_flow_s: 100,
    delay_s: 20,
    unusual_delay_s: 10,
    confidence: 0.4,
  },
};

startEndpointServer(handle(links.list, () => pageOf([link])));

stubEventSource();

/** A screen that shows every current value of its links, as the map popup and the lists do. */
function Values() {
  useLiveLinks();
  const q = useEndpointQuery(linkKeys, links.list, { query: { page_size: 10000 } });
  const c = q.data?.results[0]?.current;
  if (!c) return <p>loading</p>;
  return (
    <p data-testid="values">
      {`tt=${c.travel_time_s} speed=${c.speed_kmh} typical=${c.typical_s} delay=${c.delay_s} unusual=${c.unusual_delay_s} count=${c.count} confidence=${c.confidence}`}
    </p>
  );
}

describe('live link values', () => {
  it('takes every value of a link from one traffic event: travel time, speed, typical, both delays, count, confidence', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = render(
      <QueryClientProvider client={client}>
        <Values />
        <Values />
      </QueryClientProvider>,
    );
    expect((await screen.findAllByTestId('values'))[0]).toHaveTextContent(
      'tt=120 speed=30 typical=110 delay=20 unusual=10 count=4 confidence=0.4',
    );
    // Two screens listening share the tab's one stream.
    expect(FakeEventSource.open).toHaveLength(1);
    expect(FakeEventSource.open[0].url).toBe('/api/events/');

    act(() =>
      FakeEventSource.open[0].send({
        type: 'traffic',
        links: [
          {
            link_id: 3,
            interval_start: '2026-11-24T08:05:00.000Z',
            travel_time_s: 300,
            speed_kmh: 12,
            count: 9,
            typical_s: 200,
            free_flow_s: 100,
            delay_s: 200,
            unusual_delay_s: 100,
            confidence: 0.9,
          },
        ],
      }),
    );
    await waitFor(() => {
      for (const el of screen.getAllByTestId('values')) {
        expect(el).toHaveTextContent('tt=300 speed=12 typical=200 delay=200 unusual=100 count=9 confidence=0.9');
      }
    });
    view.unmount();
    // The last screen gone, the stream closes.
    expect(FakeEventSource.open[0].closed).toBe(true);
  });
});
