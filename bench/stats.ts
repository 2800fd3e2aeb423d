// Figures the benchmarks print, in a module of its own: the benchmarks that drive a browser use it without pulling in
// the server's code (bench/support.ts), so the type check of those benchmarks stays small.
export function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}
