import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files of the build worth compressing (images other than SVG and fonts are compressed already). */
const TEXT = /\.(js|mjs|css|json|svg|html|txt|xml|webmanifest|map)$/i;
/** Smaller files gain too little to be worth a second and third copy. */
const MIN_BYTES = 1024;
/**
 * Brotli's quality: on this build 7 compresses the scripts in 0.37 s to 2,681 KB, 9 in 1.6 s to 2,669 KB and 11
 * far slower; the build runs on every `npm start` after a change, so 0.4 % of size is not worth four times the time.
 */
const BROTLI_QUALITY = 7;

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) yield* filesUnder(p);
    else yield p;
  }
}

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the build, which the server sends to
 * browsers that accept them: the start-up code and the map library are about a quarter of their size compressed,
 * which matters to a user on another machine and saves the server pushing the full bytes on every first visit.
 * Compressing once at build time costs nothing per request.
 */
export function precompress(): Plugin {
  return {
    name: 'roadlens-precompress',
    apply: 'build',
    async writeBundle(options) {
      const dir = options.dir ?? path.resolve(import.meta.dirname, '../dist');
      const jobs: Promise<void>[] = [];
      for (const file of filesUnder(dir)) {
        if (!TEXT.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < MIN_BYTES) continue;
        jobs.push(
          (async () => {
            const [br, gzipped] = await Promise.all([
              brotli(body, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
              gz(body, { level: 9 }),
            ]);
            if (br.length < body.length) writeFileSync(`${file}.br`, br);
            if (gzipped.length < body.length) writeFileSync(`${file}.gz`, gzipped);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}
