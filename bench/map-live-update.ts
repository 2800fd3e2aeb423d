// What a live `traffic` event costs the live map before it can draw: the drawn links decoded from the cached answer
// and the scene built, at 5,000 links and 2,000 sensors (map-peers' generated network, through the server's own
// encoder). Two ways in the same run, alternating: "full" decodes every line and projects the network again, as a
// new answer (a refetch with other lines) needs; "live update" is what a traffic event takes now, speeds replaced
// and the same lines kept, so the decoded lines and their projection are reused. Prints the median and p95 of
// each over ROUNDS events (default 200). Run: node --import tsx bench/map-live-update.ts
import type { MapLinks } from '@roadlens/contract/live-map';
import { makeData } from './map-peers/data.ts';
import { answerMapCall } from './map-peers/product-data.ts';
import { percentile } from './stats.ts';
import { decodeDrawnLinks } from '../apps/web/src/features/map/api/drawn-links.ts';
import { decodeMapSensors } from '../apps/web/src/features/map/api/map-sensors.ts';
import { buildScene } from '../apps/web/src/features/map/canvas/scene.ts';
import { DEFAULT_SPEED_COLORS } from '../apps/web/src/components/map/speed.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 200);
const data = makeData(5000, 2000);
const drawn = JSON.parse(answerMapCall(new URL('http://x/api/map/links/drawn/'), data)!) as MapLinks;
const sensors = decodeMapSensors(JSON.parse(answerMapCall(new URL('http://x/api/map/devices/drawn/'), data)!));
const bands = DEFAULT_SPEED_COLORS;

let answer = drawn;
let scene = buildScene(decodeDrawnLinks(answer), sensors, bands, 'km__hr');
/** A traffic event for a tenth of the links: new speeds, the same lines (as applyTraffic leaves the cached answer). */
const event = (k: number): MapLinks => ({
  ...answer,
  speeds: answer.speeds.map((s, i) => (i % 10 === k % 10 ? 20 + ((i * 7 + k) % 80) : s)),
});
const times = { full: [] as number[], live: [] as number[] };
for (let k = 0; k < ROUNDS; k++) {
  answer = event(k);
  const t0 = performance.now();
  buildScene(decodeDrawnLinks({ ...answer, lines: [...answer.lines] }), sensors, bands, 'km__hr');
  const t1 = performance.now();
  scene = buildScene(decodeDrawnLinks(answer), sensors, bands, 'km__hr', { previous: scene });
  const t2 = performance.now();
  times.full.push(t1 - t0);
  times.live.push(t2 - t1);
}
const line = (name: string, xs: number[]) =>
  console.log(
    `${name.padEnd(12)} median ${percentile(xs, 50).toFixed(2).padStart(6)} ms   p95 ${percentile(xs, 95).toFixed(2).padStart(6)} ms`,
  );
console.log(`map-live-update: ${drawn.ids.length} links, ${sensors.length} sensors, ${ROUNDS} events`);
line('full', times.full);
line('live update', times.live);
