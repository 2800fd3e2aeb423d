import { seededRandom } from './seeded-random.ts';

// The template's sample data points at photos we do not ship; small generated SVGs keep the
// screens lively, work offline and stay deterministic.
const toDataUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

const BACKGROUNDS = ['#c7d2fe', '#bae6fd', '#bbf7d0', '#fde68a', '#fecaca', '#e9d5ff', '#fbcfe8', '#99f6e4'];
const SKINS = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac', '#d9a066'];
const HAIR = ['#2b1b0e', '#4a3222', '#8b5a2b', '#d6b370', '#1f1f1f', '#a0522d', '#6b7280'];
const SHIRTS = ['#4f46e5', '#0ea5e9', '#16a34a', '#e11d48', '#f59e0b', '#334155', '#7c3aed', '#0d9488'];

/** A head-and-shoulders portrait. */
export function avatarImage(seed: number): string {
  const r = seededRandom(seed);
  const hair = r.pick(HAIR);
  const longHair = r.bool();
  const back = longHair ? `<path d="M17 30c0-12 6-19 15-19s15 7 15 19v16H17z" fill="${hair}"/>` : '';
  return toDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${r.pick(BACKGROUNDS)}"/>${back}` +
      `<path d="M8 64c1-13 11-20 24-20s23 7 24 20z" fill="${r.pick(SHIRTS)}"/><rect x="27" y="34" width="10" height="11" rx="4" fill="${r.pick(SKINS)}"/>` +
      `<circle cx="32" cy="27" r="11" fill="${r.pick(SKINS)}"/><path d="M20 26c0-9 5-14 12-14s12 5 12 14c-4-5-9-6-12-6s-9 1-12 6z" fill="${hair}"/></svg>`,
  );
}

/** A soft abstract banner for the top of a contact card. */
export function coverImage(seed: number): string {
  const r = seededRandom(seed);
  const [a, b] = [r.pick(SHIRTS), r.pick(BACKGROUNDS)];
  const blobs = Array.from(
    { length: 5 },
    () =>
      `<circle cx="${r.int(0, 800)}" cy="${r.int(0, 200)}" r="${r.int(40, 140)}" fill="#fff" fill-opacity="${(r.int(5, 18) / 100).toFixed(2)}"/>`,
  ).join('');
  return toDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 200" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="800" height="200" fill="url(#g)"/>${blobs}</svg>`,
  );
}

/** A wrist watch on a light background, the inventory's sample product. */
export function watchImage(seed: number, view = 0): string {
  const r = seededRandom(seed);
  const strap = r.pick(['#1f2937', '#78350f', '#334155', '#9f1239', '#065f46', '#a16207']);
  const metal = r.pick(['#d1d5db', '#fbbf24', '#e5e7eb', '#9ca3af']);
  const dial = r.pick(['#0f172a', '#f8fafc', '#1e3a8a', '#14532d', '#7c2d12']);
  const hand = dial === '#f8fafc' ? '#0f172a' : '#f8fafc';
  const angle = view * 35 - 20;
  return toDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="#f1f5f9"/><g transform="rotate(${angle} 100 100)">` +
      `<rect x="76" y="8" width="48" height="184" rx="12" fill="${strap}"/><circle cx="100" cy="100" r="50" fill="${metal}"/>` +
      `<circle cx="100" cy="100" r="42" fill="${dial}"/><rect x="148" y="94" width="8" height="12" rx="2" fill="${metal}"/>` +
      `<path d="M100 100V68M100 100l22 12" stroke="${hand}" stroke-width="4" stroke-linecap="round"/><circle cx="100" cy="100" r="4" fill="${hand}"/></g></svg>`,
  );
}
