// Preloaded into benchmarked child processes: report this process's peak memory and CPU time when it exits (CPU time
// says what a stage costs even while other processes share the machine; wall-clock time does not).
process.on('exit', () => {
  const usage = process.resourceUsage();
  const cpuMs = Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000);
  process.stderr.write(`\nBENCH_PEAK_KB=${usage.maxRSS}\nBENCH_CPU_MS=${cpuMs}\n`);
});
