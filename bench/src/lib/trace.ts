/**
 * BENCH_TRACE=n: the statements of n saves, each with the mean time from the one before (its round
 * trip and the work between), in the order a save sends them — where a save's time goes. Give
 * `onQuery` to `openDatabase`, then `report` the save.
 */
export function statementTrace(label: string) {
  let trace: Array<{ at: number; q: string }> | null = null;
  return {
    onQuery(q: string) {
      trace?.push({ at: performance.now(), q });
    },
    async report(save: () => Promise<unknown>) {
      const n = Math.max(1, Number(process.env.BENCH_TRACE) || 1);
      const sums: number[] = [];
      const texts: string[] = [];
      let total = 0;
      for (let r = 0; r < n; r++) {
        trace = [];
        const t0 = performance.now();
        await save();
        const end = performance.now();
        total += end - t0;
        let prev = t0;
        [...trace, { at: end, q: '(reply)' }].forEach(({ at, q }, i) => {
          sums[i] = (sums[i] ?? 0) + (at - prev);
          texts[i] ??= q.replace(/\s+/g, ' ').slice(0, 150);
          prev = at;
        });
      }
      trace = null;
      texts.forEach((q, i) => console.log(`[trace ${label}] +${(sums[i] / n).toFixed(2).padStart(6)} ms  ${q}`));
      console.log(`[trace ${label}] mean total ${(total / n).toFixed(2)} ms over ${n} saves, ${texts.length - 1} statements`);
    },
  };
}
