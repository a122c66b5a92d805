/**
 * A one-line progress bar for a terminal: redrawn in place with a carriage return, finished with a
 * newline. Writes only when the output is a TTY (the caller decides).
 */
export function progressBar(write: (text: string) => void, label: string, width = 30): (done: number, total: number) => void {
  const started = Date.now();
  return (done, total) => {
    const filled = total === 0 ? width : Math.round((done / total) * width);
    const seconds = (Date.now() - started) / 1000;
    const eta = done === 0 ? '' : ` eta ${Math.max(0, Math.round((seconds / done) * (total - done)))}s`;
    const bar = `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
    write(`\r${label} ${bar} ${done}/${total}${done === total ? ` in ${seconds.toFixed(1)}s` : eta}   `);
    if (done === total) write('\n');
  };
}
