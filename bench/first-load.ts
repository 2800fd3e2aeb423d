// The JavaScript a first visit downloads before any page code: the entry script and every module
// it preloads, from the production build's index.html. Pages load on first use, so this is the
// shell every user waits for. Needs a web build (npm run build). Run: npm run bench -- first-load
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = [...new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]))];
let bytes = 0;
let gzip = 0;
const sizes = files.map((f) => {
  const full = path.join(dist, f);
  const size = statSync(full).size;
  bytes += size;
  gzip += gzipSync(readFileSync(full)).length;
  return { f, size };
});
console.log(`first_load_js_files ${files.length}`);
console.log(`first_load_js_bytes ${bytes} (${(bytes / 1024 / 1024).toFixed(2)} MB; gzip ${(gzip / 1024).toFixed(0)} kB)`);
for (const { f, size } of sizes.sort((a, b) => b.size - a.size).slice(0, 5))
  console.log(`  ${(size / 1024).toFixed(0).padStart(5)} kB ${f}`);
