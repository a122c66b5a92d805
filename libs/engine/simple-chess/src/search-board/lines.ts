/*
 * Lines of the board for the sliders (SC-2): the 8 ranks, 8 files, 15 diagonals and 15
 * anti-diagonals, each held by the board as one byte of occupancy per side (a bit per square
 * along the line). A rook's or bishop's attacks along a line are then one table lookup by its
 * place on the line and the line's occupancy, instead of a walk whose end the CPU cannot predict:
 * the evaluation reads every slider's attacks at every leaf of a search.
 *
 * A square's place on a line is its file (its rank on a file). Diagonals are shorter than eight
 * squares; the missing places are "phantom" squares, always occupied for both sides, so a ray stops
 * at the edge and never counts them as a target of its own.
 */

/** 8 ranks, 8 files, 15 diagonals (a1–h8 direction), 15 anti-diagonals (h1–a8 direction). */
export const LINE_COUNT = 46;

/** Which line of a square: its rank, file, diagonal, anti-diagonal (index `square * 4 + which`). */
export const RANK_LINE = 0;
export const FILE_LINE = 1;
export const DIAGONAL_LINE = 2;
export const ANTI_DIAGONAL_LINE = 3;

/** For each 0x88 square and each of its four lines (`square * 4 + which`): the line's id. */
export const LINE_OF = new Uint8Array(128 * 4);
/** For each 0x88 square and each of its four lines: the square's bit on the line. */
export const BIT_OF = new Uint8Array(128 * 4);
/** {@link LINE_OF} and {@link BIT_OF} in one (`line << 8 | bit`): moving a piece flips eight of them. */
export const LINE_BIT_OF = new Uint16Array(128 * 4);
/**
 * For each 0x88 square and each of its four lines: the line's id in the low byte and the
 * square's place on the line × 256 above it, which is its row of {@link RAY_ATTACKS}.
 */
export const LINE_ROW_OF = new Uint16Array(128 * 4);
/** The 0x88 square at each place of each line (`line * 8 + place`), -1 for a phantom place. */
export const LINE_SQUARE = new Int8Array(LINE_COUNT * 8).fill(-1);
/** Per line, the bits of its phantom places (outside the board). */
export const PHANTOMS = new Uint8Array(LINE_COUNT).fill(255);

for (let rank = 0; rank < 8; rank++) {
  for (let file = 0; file < 8; file++) {
    const square = rank * 16 + file;
    const lines = [
      [rank, file],
      [8 + file, rank],
      [16 + file - rank + 7, file],
      [31 + file + rank, file],
    ] as const;
    lines.forEach(([line, place], which) => {
      LINE_OF[square * 4 + which] = line;
      BIT_OF[square * 4 + which] = 1 << place;
      LINE_BIT_OF[square * 4 + which] = (line << 8) | (1 << place);
      LINE_ROW_OF[square * 4 + which] = place * 256 + line;
      LINE_SQUARE[line * 8 + place] = square;
      PHANTOMS[line] = (PHANTOMS[line] as number) & ~(1 << place);
    });
  }
}

/**
 * The places a slider on place `p` attacks along a line with occupancy `o` (index `p * 256 + o`):
 * both ways up to and including the first occupied place (SC-2: no jumping).
 */
export const RAY_ATTACKS = Uint8Array.from({ length: 8 * 256 }, (_, i) => {
  const place = i >> 8;
  const occupied = i & 255;
  let attacks = 0;
  for (const step of [-1, 1]) {
    for (let q = place + step; q >= 0 && q < 8; q += step) {
      attacks |= 1 << q;
      if (occupied & (1 << q)) break;
    }
  }
  return attacks;
});

/** Set bits of a byte. */
export const POPCOUNT = Uint8Array.from({ length: 256 }, (_, byte) => {
  let count = 0;
  for (let b = byte; b !== 0; b &= b - 1) count++;
  return count;
});

/** The place of the lowest set bit of a byte (a target's place on its line). */
export const LOWEST_BIT = Uint8Array.from({ length: 256 }, (_, byte) => (byte === 0 ? 0 : 31 - Math.clz32(byte & -byte)));
