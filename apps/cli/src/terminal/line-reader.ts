/**
 * Reads one line from a stream and gives back whatever came after it (`unshift`), so the next reader
 * — the game's own prompt — still gets the answers a script piped in behind this one. Resolves to
 * the line without its `\n` or `\r\n`, or null when the input ended with nothing left.
 */
export function readLine(input: NodeJS.ReadableStream): Promise<string | null> {
  if ((input as { readableEnded?: boolean }).readableEnded) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    let pending = Buffer.alloc(0);
    let chunksAreText = false;
    const finish = () => {
      input.removeListener('data', onData);
      input.removeListener('end', onEnd);
      input.removeListener('error', onError);
      input.pause();
    };
    const onData = (chunk: Buffer | string) => {
      chunksAreText = typeof chunk === 'string';
      pending = Buffer.concat([pending, typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk]);
      const newline = pending.indexOf(0x0a);
      if (newline < 0) return;
      finish();
      const rest = pending.subarray(newline + 1);
      if (rest.length > 0) input.unshift(chunksAreText ? rest.toString('utf8') : rest);
      resolve(pending.subarray(0, newline).toString('utf8').replace(/\r$/, ''));
    };
    const onEnd = () => {
      finish();
      resolve(pending.length > 0 ? pending.toString('utf8').replace(/\r$/, '') : null);
    };
    const onError = (error: Error) => {
      finish();
      reject(error);
    };
    input.on('data', onData);
    input.once('end', onEnd);
    input.once('error', onError);
    input.resume();
  });
}
