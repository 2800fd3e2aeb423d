import { seededRandom } from '../../shared/seeded-random.ts';
import type { Coin, CryptoDashboard } from '../model.ts';
import { walk } from './series.ts';

const COINS = [
  { iso: 'BTC', title: 'Bitcoin', base: 8_878.48, spread: 120, digits: 2 },
  { iso: 'ETH', title: 'Ethereum', base: 170.46, spread: 4, digits: 2 },
  { iso: 'BCH', title: 'Bitcoin Cash', base: 359.93, spread: 8, digits: 2 },
  { iso: 'XRP', title: 'XRP', base: 0.23, spread: 0.006, digits: 4 },
  { iso: 'LTC', title: 'Litecoin', base: 60.15, spread: 1.6, digits: 2 },
  { iso: 'ZEC', title: 'Zcash', base: 58.41, spread: 1.4, digits: 2 },
];

export function cryptoDashboard(now = new Date()): CryptoDashboard {
  const r = seededRandom(2_004);
  // Hourly prices for the last two days, to the hour.
  const end = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  const coins: Coin[] = COINS.map((c) => {
    const data = walk(r, 48, c.base, c.spread, end, 1 / 24, c.digits);
    const first = data[0].y;
    const last = data[data.length - 1].y;
    const change = Math.round(((last - first) / first) * 10_000) / 100;
    return {
      iso: c.iso,
      title: c.title,
      amount: last,
      trend: { dir: change >= 0 ? 'up' : 'down', amount: Math.abs(change) },
      series: [{ name: 'price', data }],
    };
  });
  const [btc] = coins;
  return {
    btc: { ...btc, marketCap: 148_752_956_966, volume: 22_903_438_381, supply: 18_168_448, allTimeHigh: 19_891 },
    prices: Object.fromEntries(coins.map((c) => [c.iso.toLowerCase(), c.amount])),
    wallets: { btc: 24.97311243, eth: 126.3212, bch: 78.454412, xrp: 11_278.8312 },
    watchlist: coins.slice(1),
  };
}
