// Preloaded into benchmarked child processes: report this process's peak memory when it exits.
process.on('exit', () => {
  process.stderr.write(`\nBENCH_PEAK_KB=${process.resourceUsage().maxRSS}\n`);
});
