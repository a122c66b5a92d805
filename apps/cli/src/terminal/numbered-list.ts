import { readLine } from './line-reader.js';

/**
 * The chooser without a terminal: the items numbered, then a prompt read line by line until the
 * answer is a number in range; `q` or the end of input quits (null). The answer is echoed when the
 * input is not a terminal, so a transcript reads as the exchange it was.
 */
export async function numberedList(
  input: NodeJS.ReadableStream & { readonly isTTY?: boolean },
  output: NodeJS.WritableStream,
  title: string,
  items: readonly string[],
): Promise<number | null> {
  const digits = String(items.length).length;
  output.write(`${title}\n${items.map((item, index) => `  ${String(index + 1).padStart(digits)}. ${item}\n`).join('')}`);
  const prompt = `Choose 1-${items.length} (q to quit): `;
  for (;;) {
    output.write(prompt);
    const line = await readLine(input);
    if (line === null) {
      output.write('\n');
      return null;
    }
    if (!input.isTTY) output.write(`${line}\n`);
    const answer = line.trim();
    if (answer.toLowerCase() === 'q') return null;
    const choice = /^\d+$/.test(answer) ? Number(answer) : NaN;
    if (choice >= 1 && choice <= items.length) return choice - 1;
    output.write(`'${answer}' is not one of the choices: type a number from 1 to ${items.length}, or q to quit\n`);
  }
}
