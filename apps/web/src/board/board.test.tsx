import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createRng, homeAtTop } from '@tabula/engine-core';
import { registry, sideHues } from '@tabula/games';
import { Board } from './board.js';
import { layoutBoard } from './board-layout.js';
import { pieceName, squareLabel } from './piece-names.js';

function startPicture(id: string) {
  const entry = registry.get(id);
  if (!entry.ok) throw new Error(entry.error.message);
  const { game } = entry.value;
  const state = game.setup ? game.setup.start(game.setup.random(0, createRng(1)), game.setup.random(1, createRng(2))) : { ok: true, value: game.start(createRng(1)) };
  if (!state.ok) throw new Error('no start');
  return { picture: game.picture(game.view(state.value, 0)), names: game.playerNames, hues: sideHues(entry.value) };
}

/** The accessible names of the square buttons, in document (screen) order. */
function squareNames(markup: string): string[] {
  return [...markup.matchAll(/role="button"[^>]*aria-label="([^"]+)"/g)].map((match) => match[1] as string);
}

describe('board layout', () => {
  it('keeps the diagram order unflipped and turns it half a circle when flipped', () => {
    const { picture } = startPicture('simple-chess');
    const plain = layoutBoard(picture, false);
    expect(plain.fileLabels.join('')).toBe('abcdefgh');
    expect(plain.rankLabels.join('')).toBe('87654321');
    const flipped = layoutBoard(picture, true);
    expect(flipped.fileLabels.join('')).toBe('hgfedcba');
    expect(flipped.rankLabels.join('')).toBe('12345678');
    expect(flipped.cells.find((placed) => placed.cell.square === 'a1')).toMatchObject({ column: 7, row: 0 });
  });

  it('knows which seat starts at the top of each diagram', () => {
    expect(homeAtTop(startPicture('simple-chess').picture, 0)).toBe(false);
    expect(homeAtTop(startPicture('animal-chess').picture, 0)).toBe(true);
    expect(homeAtTop(startPicture('jungle').picture, 1)).toBe(false);
  });
});

describe('square names', () => {
  it('say the square first, then the piece with its side', () => {
    const { picture, names } = startPicture('simple-chess');
    const e2 = picture.cells.find((cell) => cell.square === 'e2');
    expect(e2 && squareLabel(e2, names)).toBe('e2, white pawn');
    const e4 = picture.cells.find((cell) => cell.square === 'e4');
    expect(e4 && squareLabel(e4, names, { target: true })).toBe('e4, empty, legal destination');
  });

  it('name a hidden Stratego piece by its side only (ST-9)', () => {
    const { picture, names } = startPicture('stratego');
    const hidden = picture.cells.find((cell) => cell.piece?.kind === 'unknown');
    expect(hidden && squareLabel(hidden, names)).toMatch(/^[a-j]\d+, unknown blue piece$/);
  });

  it('add the side to animal chess pieces and name terrain with its owner', () => {
    const animal = startPicture('animal-chess');
    const lion = animal.picture.cells.find((cell) => cell.square === 'c1');
    expect(lion?.piece && pieceName(lion.piece, animal.names)).toBe('north lion');
    const jungle = startPicture('jungle');
    const den = jungle.picture.cells.find((cell) => cell.terrain === 'den');
    expect(den && squareLabel(den, jungle.names)).toMatch(/^d\d, empty, (blue|red) den$/);
  });
});

describe('Board', () => {
  it('draws one button per square, named in screen order, and the coordinates', () => {
    const { picture, names, hues } = startPicture('simple-chess');
    const markup = renderToStaticMarkup(<Board picture={picture} playerNames={names} hues={hues} label="Chess board" />);
    const labels = squareNames(markup);
    expect(labels).toHaveLength(64);
    expect(labels[0]).toBe('a8, black rook');
    expect(labels[63]).toBe('h1, white rook');
    expect(markup).toContain('aria-label="Chess board"');
    expect(markup).toContain('♔');
  });

  it('puts the other side at the bottom when flipped', () => {
    const { picture, names, hues } = startPicture('simple-chess');
    const labels = squareNames(renderToStaticMarkup(<Board picture={picture} playerNames={names} hues={hues} label="b" flipped />));
    expect(labels[0]).toBe('h1, white rook');
  });

  it('marks the selected piece, its destinations and the last move', () => {
    const { picture, names, hues } = startPicture('simple-chess');
    const markup = renderToStaticMarkup(
      <Board picture={picture} playerNames={names} hues={hues} label="b" selected="e2" targets={['e3', 'e4']} lastMove={{ from: 'd7', path: ['d5'] }} />,
    );
    const labels = squareNames(markup);
    expect(labels).toContain('e2, white pawn, selected');
    expect(labels).toContain('e4, empty, legal destination');
    expect(labels).toContain('d5, empty, last move');
    expect(markup).toContain('aria-pressed="true"');
  });

  it('gives the whole board one tab stop', () => {
    const { picture, names, hues } = startPicture('jungle');
    const markup = renderToStaticMarkup(<Board picture={picture} playerNames={names} hues={hues} label="b" selected="a1" />);
    expect(markup.match(/tabindex="0"/g)).toHaveLength(1);
    expect(markup).toMatch(/data-square="a1" tabindex="0"/);
  });

  it('draws terrain: Jungle water and traps, Stratego lakes', () => {
    const jungle = startPicture('jungle');
    expect(squareNames(renderToStaticMarkup(<Board picture={jungle.picture} playerNames={jungle.names} hues={jungle.hues} label="b" />))).toContain('b4, empty, water');
    const stratego = startPicture('stratego');
    expect(squareNames(renderToStaticMarkup(<Board picture={stratego.picture} playerNames={stratego.names} hues={stratego.hues} label="b" />))).toContain('c5, empty, lake');
  });
});
