import type { LngLat } from './geo.ts';

// Sensor sites of the simulated Istanbul, in travel order along each corridor. Coordinates are
// [lng, lat] placed on the real roads (approximate to ~100 m): enough for a believable map.

export type CorridorId = 'D100' | 'BRB' | 'BYD' | 'KND';

export interface CorridorDef {
  id: CorridorId;
  /** Road name used in link names. */
  road: string;
  freeFlowKmh: number;
  speedLimitKmh: number;
  /** Speed drop (share of free flow) at the height of the peak in the peak direction. */
  peakSeverity: number;
  /** Index of the site commuters head to in the morning: links towards it are "inbound". */
  centreIndex: number;
  /** Relative share of simulated trips. */
  tripWeight: number;
  sites: { name: string; at: LngLat }[];
}

export const CORRIDORS: CorridorDef[] = [
  {
    id: 'D100',
    road: 'D-100',
    freeFlowKmh: 80,
    speedLimitKmh: 90,
    peakSeverity: 0.62,
    centreIndex: 16,
    tripWeight: 5,
    sites: [
      { name: 'Avcılar', at: [28.7225, 40.983] },
      { name: 'Cihangir', at: [28.742, 40.9885] },
      { name: 'Küçükçekmece', at: [28.769, 40.9935] },
      { name: 'Sefaköy', at: [28.79, 40.9985] },
      { name: 'Yenibosna', at: [28.823, 40.9985] },
      { name: 'Şirinevler', at: [28.843, 41.0005] },
      { name: 'Bahçelievler', at: [28.86, 41.002] },
      { name: 'İncirli', at: [28.8735, 41.0035] },
      { name: 'Merter', at: [28.89, 41.008] },
      { name: 'Cevizlibağ', at: [28.91, 41.015] },
      { name: 'Topkapı', at: [28.922, 41.023] },
      { name: 'Edirnekapı', at: [28.935, 41.032] },
      { name: 'Haliç Köprüsü', at: [28.944, 41.045] },
      { name: 'Halıcıoğlu', at: [28.95, 41.05] },
      { name: 'Okmeydanı', at: [28.965, 41.058] },
      { name: 'Mecidiyeköy', at: [28.993, 41.066] },
      { name: 'Zincirlikuyu', at: [29.012, 41.07] },
      { name: 'Balmumcu', at: [29.018, 41.062] },
      { name: '15 Temmuz Şehitler Köprüsü (Avrupa)', at: [29.03, 41.047] },
      { name: '15 Temmuz Şehitler Köprüsü (Anadolu)', at: [29.042, 41.044] },
      { name: 'Altunizade', at: [29.045, 41.023] },
      { name: 'Acıbadem', at: [29.048, 41.005] },
      { name: 'Uzunçayır', at: [29.058, 40.995] },
      { name: 'Göztepe', at: [29.07, 40.985] },
      { name: 'Kozyatağı', at: [29.096, 40.975] },
    ],
  },
  {
    id: 'BRB',
    road: 'Barbaros Bulvarı',
    freeFlowKmh: 45,
    speedLimitKmh: 50,
    peakSeverity: 0.5,
    centreIndex: 3,
    tripWeight: 1,
    sites: [
      { name: 'Beşiktaş', at: [29.006, 41.043] },
      { name: 'Yıldız', at: [29.0095, 41.0495] },
      { name: 'Balmumcu', at: [29.013, 41.0565] },
      { name: 'Esentepe', at: [29.0135, 41.065] },
    ],
  },
  {
    id: 'BYD',
    road: 'Büyükdere Caddesi',
    freeFlowKmh: 50,
    speedLimitKmh: 60,
    peakSeverity: 0.55,
    centreIndex: 5,
    tripWeight: 1.5,
    sites: [
      { name: 'Zincirlikuyu', at: [29.011, 41.0715] },
      { name: 'Levent', at: [29.0112, 41.079] },
      { name: '4. Levent', at: [29.0085, 41.086] },
      { name: 'Sanayi Mahallesi', at: [29.007, 41.0925] },
      { name: 'İTÜ Ayazağa', at: [29.0165, 41.102] },
      { name: 'Maslak', at: [29.0215, 41.1105] },
    ],
  },
  {
    id: 'KND',
    road: 'Kennedy Caddesi',
    freeFlowKmh: 65,
    speedLimitKmh: 70,
    peakSeverity: 0.4,
    centreIndex: 0,
    tripWeight: 2,
    sites: [
      { name: 'Sirkeci', at: [28.98, 41.016] },
      { name: 'Sarayburnu', at: [28.987, 41.011] },
      { name: 'Ahırkapı', at: [28.982, 41.003] },
      { name: 'Kumkapı', at: [28.968, 41.002] },
      { name: 'Yenikapı', at: [28.954, 41.001] },
      { name: 'Samatya', at: [28.938, 40.998] },
      { name: 'Yedikule', at: [28.923, 40.9925] },
      { name: 'Kazlıçeşme', at: [28.91, 40.988] },
      { name: 'Zeytinburnu', at: [28.895, 40.983] },
      { name: 'Bakırköy', at: [28.873, 40.976] },
    ],
  },
];

/** Radar sites: beside a corridor between sites `between` and `between + 1`, counting both directions. */
export const RADAR_SITES: { corridor: CorridorId; between: number; name: string; lanes: number }[] = [
  { corridor: 'D100', between: 4, name: 'D-100 Yenibosna radar', lanes: 8 },
  { corridor: 'D100', between: 15, name: 'D-100 Mecidiyeköy radar', lanes: 8 },
  { corridor: 'BRB', between: 1, name: 'Barbaros Bulvarı Yıldız radar', lanes: 4 },
  { corridor: 'BYD', between: 1, name: 'Büyükdere Caddesi Levent radar', lanes: 6 },
  { corridor: 'KND', between: 4, name: 'Kennedy Caddesi Yenikapı radar', lanes: 6 },
];
