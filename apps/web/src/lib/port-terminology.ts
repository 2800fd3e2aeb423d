import type { PostProcessorModule } from 'i18next';

/**
 * The port terminology swap: for a port company, Travel time becomes Wait time, Map
 * and Grid become Terminal, Delay becomes Loading time, Devices become Sensors — in every text
 * of the product's own screens, in both languages. It runs as an i18next post-processor over
 * translated texts while a port company is signed in; whole words only, the first letter's case
 * kept. Turkish words are listed with the inflected forms our texts use, since the swap must keep
 * vowel harmony (haritada → terminalde).
 */
const WORDS: Record<string, Array<[string, string]>> = {
  en: [
    ['travel times', 'wait times'],
    ['travel time', 'wait time'],
    ['delays', 'loading times'],
    ['delay', 'loading time'],
    ['maps', 'terminals'],
    ['map', 'terminal'],
    ['grids', 'terminals'],
    ['grid', 'terminal'],
    ['devices', 'sensors'],
    ['device', 'sensor'],
  ],
  tr: [
    ['seyahat süreleri', 'bekleme süreleri'],
    ['seyahat sürelerine', 'bekleme sürelerine'],
    ['seyahat sürelerini', 'bekleme sürelerini'],
    ['seyahat süresi', 'bekleme süresi'],
    ['seyahat süresine', 'bekleme süresine'],
    ['seyahat süresini', 'bekleme süresini'],
    ['gecikme', 'yükleme süresi'],
    ['gecikmesi', 'yükleme süresi'],
    ['gecikmeye', 'yükleme süresine'],
    ['gecikmeyi', 'yükleme süresini'],
    ['gecikmeler', 'yükleme süreleri'],
    ['gecikmelere', 'yükleme sürelerine'],
    ['gecikmeleri', 'yükleme sürelerini'],
    ['harita', 'terminal'],
    ['haritalar', 'terminaller'],
    ['haritada', 'terminalde'],
    ['haritadaki', 'terminaldeki'],
    ['haritası', 'terminali'],
    ['haritayı', 'terminali'],
    ['haritaya', 'terminale'],
    ['haritanın', 'terminalin'],
    ['ızgara', 'terminal'],
    ['ızgaralar', 'terminaller'],
    ['cihaz', 'sensör'],
    ['cihazlar', 'sensörler'],
    ['cihazları', 'sensörleri'],
    ['cihazların', 'sensörlerin'],
    ['cihazı', 'sensörü'],
    ['cihazın', 'sensörün'],
    ['cihaza', 'sensöre'],
    ['cihazda', 'sensörde'],
  ],
};

/** Texts outside the product's own domain keep their words (a demo file manager's "Grid view"). */
const UNTOUCHED = /^(demo[A-Z]|app\.|auth\.)/;

const capitalise = (s: string, lang: string) => s.charAt(0).toLocaleUpperCase(lang) + s.slice(1);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Swap {
  pattern: RegExp;
  to: Map<string, string>;
}

function compile(lang: string): Swap {
  const to = new Map<string, string>();
  for (const [from, into] of WORDS[lang] ?? []) {
    to.set(from, into);
    to.set(capitalise(from, lang), capitalise(into, lang));
  }
  const alternatives = [...to.keys()].sort((a, b) => b.length - a.length).map(escape);
  return { pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'gu'), to };
}

const compiled = new Map<string, Swap>();

/** Applies the swap to one text in `lang` (en when the language has no list). */
export function portText(text: string, lang: string): string {
  const l = WORDS[lang] ? lang : 'en';
  let swap = compiled.get(l);
  if (!swap) compiled.set(l, (swap = compile(l)));
  return text.replace(swap.pattern, (m) => swap.to.get(m) ?? m);
}

let active = false;
/** Turned on by the signed-in layout for port companies (application type 1), off when it leaves. */
export function setPortTerminology(on: boolean): void {
  active = on;
}
export const portTerminologyActive = () => active;

/** Swaps the words of a translated text but not of the values put into it (a link named "Harbour Map"). */
function swapAroundValues(text: string, lang: string, values: unknown[]): string {
  const kept: string[] = [];
  let masked = text;
  for (const v of values) {
    if (typeof v !== 'string' && typeof v !== 'number') continue;
    const s = String(v);
    // Short values (a count, a letter) cannot hold a swapped word, and masking them would split words.
    if (s.length < 3 || !masked.includes(s)) continue;
    masked = masked.split(s).join(`\uE000${kept.length}\uE001`);
    kept.push(s);
  }
  return portText(masked, lang).replace(/\uE000(\d+)\uE001/g, (_, i: string) => kept[Number(i)]);
}

export const portTerminology: PostProcessorModule = {
  type: 'postProcessor',
  name: 'portTerminology',
  process(value: string, key: string | string[], options: Record<string, unknown>, translator: { language?: string }) {
    if (!active || typeof value !== 'string') return value;
    const k = (Array.isArray(key) ? (key[0] ?? '') : key).replace(/^[\w-]+:/, '');
    // The menu and breadcrumb keys are swapped precisely by lib/terminology.ts.
    if (UNTOUCHED.test(k) || k.startsWith('navigation.')) return value;
    const lang = typeof options?.lng === 'string' ? options.lng : (translator?.language ?? 'en');
    return swapAroundValues(value, lang, Object.values(options ?? {}));
  },
};
