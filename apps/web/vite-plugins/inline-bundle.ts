import { build, type Plugin } from 'vite';

/**
 * Bundles `entry` on its own into one classic script (no imports, no exports), for the build to write into
 * index.html: a script in the page runs as the HTML is read, without waiting for a file of its own to come back.
 * Workers it imports with `?worker&inline` are inlined as text, as in the app's own build.
 */
export async function bundleInline(entry: string, plugins: Plugin[]): Promise<string> {
  const out = await build({
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    publicDir: false,
    plugins,
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      lib: { entry, formats: ['iife'], name: 'roadlensInline' },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  const outputs = (Array.isArray(out) ? out : [out]) as { output: { type: string; code?: string }[] }[];
  const chunks = outputs.flatMap((o) => o.output).filter((c) => c.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`${entry}: expected one script, the bundle has ${chunks.length}`);
  const code = chunks[0].code!.trim();
  // The HTML parser ends a script at the first "</script" whatever the JavaScript around it means.
  if (/<\/script|<!--/i.test(code)) throw new Error(`${entry}: the bundle holds "</script" or "<!--" and cannot be inlined`);
  return code;
}
