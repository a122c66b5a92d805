import { useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import type { BoardPicture, CellInfo, MoveShape } from '@tabula/engine-core';
import type { SideHue } from '@tabula/games';
import { layoutBoard } from './board-layout.js';
import { PieceGlyph } from './piece-glyph.js';
import { squareLabel } from './piece-names.js';

const SIZE = 100;
/** A twelve-pointed burst, centred on (0, 0), drawn where a bomb went off. */
const BURST = 'M46,0 L21,6 L40,23 L16,16 L23,40 L6,21 L0,46 L-6,21 L-23,40 L-16,16 L-40,23 L-21,6 L-46,0 L-21,-6 L-40,-23 L-16,-16 L-23,-40 L-6,-21 L-0,-46 L6,-21 L23,-40 L16,-16 L40,-23 L21,-6 Z';
/** Room for the rank numbers on the left and the file letters below, in the squares' units. */
const MARGIN = 30;

export interface BoardProps {
  readonly picture: BoardPicture;
  readonly playerNames: readonly [string, string];
  /** The sides' colours, seat 0 first: the game's own (`sideHues(entry)`). */
  readonly hues: readonly [SideHue, SideHue];
  /** Turned half a circle, so the second side sits at the bottom. */
  readonly flipped?: boolean;
  readonly lastMove?: MoveShape | null;
  /** The selected piece's square. */
  readonly selected?: string | null;
  /** Where the selected piece may land. */
  readonly targets?: readonly string[];
  /**
   * A premove's squares (its piece and where it is to go), queued while the opponent is to move: marked
   * in a colour of their own, a dashed dark blue frame over a blue tint, so they are never taken for a
   * move of the game or a legal destination.
   */
  readonly premove?: readonly string[];
  /** Squares where something just exploded (Checkers61b bombs). */
  readonly exploding?: readonly string[];
  /** What the board is, for screen readers (`Jungle board`). */
  readonly label: string;
  /** A square was clicked, tapped, or chosen with Enter or Space. */
  readonly onActivate?: (square: string) => void;
  /** A piece was dragged from one square and let go on another. */
  readonly onDragMove?: (from: string, to: string) => void;
  /** False for a picture only (the home page): no buttons, nothing to focus. */
  readonly interactive?: boolean;
}

/** The square under a screen point, wherever the pointer was captured. */
export function squareAt(x: number, y: number): string | null {
  const element = typeof document === 'undefined' ? null : document.elementFromPoint(x, y);
  return element?.closest('[data-square]')?.getAttribute('data-square') ?? null;
}

function terrainFill(cell: CellInfo, dark: boolean): string {
  switch (cell.terrain) {
    case 'water':
    case 'lake':
      return '#74b9e7';
    case 'trap':
      return '#c9a27a';
    case 'den':
      return '#e0b84c';
    case 'unused':
      return '#efe6d2';
    default:
      return dark ? '#b98b5e' : '#ecd9b4';
  }
}

function TerrainMark({ cell }: { readonly cell: CellInfo }) {
  if (cell.terrain === 'trap') return <path d="M20,80 L50,20 L80,80 Z" fill="none" stroke="#7a4b22" strokeWidth={4} strokeOpacity={0.6} />;
  if (cell.terrain === 'den') return <rect x={18} y={18} width={64} height={64} rx={8} fill="none" stroke="#7a5a00" strokeWidth={5} strokeOpacity={0.6} />;
  if (cell.terrain === 'water' || cell.terrain === 'lake')
    return <path d="M15,40 q12,-10 24,0 t24,0 t24,0 M15,62 q12,-10 24,0 t24,0 t24,0" fill="none" stroke="#fff" strokeOpacity={0.6} strokeWidth={4} />;
  return null;
}

/**
 * The one board of every game, drawn from the engine's picture: terrain, pieces, coordinates, the
 * last move, the selected piece and its legal destinations. It knows no game's rules; what may move
 * where comes in as props. Every square is a button named by its square and contents (`e4, white
 * pawn`); arrow keys move between squares (one tab stop for the whole board), Enter or Space chooses.
 */
export function Board(props: BoardProps) {
  const { picture, playerNames, hues, flipped = false, lastMove, selected, targets = [], premove = [], exploding = [], label, onActivate, onDragMove, interactive = true } = props;
  const layout = layoutBoard(picture, flipped);
  const [focus, setFocus] = useState<string | null>(null);
  const dragFrom = useRef<string | null>(null);
  const lastSquares = new Set(lastMove ? [...(lastMove.from ? [lastMove.from] : []), ...lastMove.path] : []);
  const targetSet = new Set(targets);
  const premoveSet = new Set(premove);
  const boom = new Set(exploding);
  const focusSquare = focus ?? selected ?? layout.cells[0]?.cell.square;
  const width = layout.columns * SIZE + MARGIN;
  const height = layout.rows * SIZE + MARGIN;
  // The board's shape, for the style sheet: it sizes the board to the room the screen leaves (styles.css).
  const shape = { '--board-aspect': `${width} / ${height}` } as CSSProperties;

  function moveFocus(event: KeyboardEvent, square: string, dx: number, dy: number) {
    const here = layout.cells.find((placed) => placed.cell.square === square);
    if (!here) return;
    const next = layout.cells.find((placed) => placed.column === here.column + dx && placed.row === here.row + dy);
    if (!next) return;
    event.preventDefault();
    setFocus(next.cell.square);
    const svg = (event.currentTarget as SVGElement).ownerSVGElement;
    svg?.querySelector<SVGGElement>(`[data-square="${next.cell.square}"]`)?.focus();
  }

  function onKeyDown(event: KeyboardEvent, square: string) {
    const steps: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const step = steps[event.key];
    if (step) moveFocus(event, square, step[0], step[1]);
    else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      // Space on a square chooses it; it must not also reach the page's "end the turn" shortcut.
      event.stopPropagation();
      onActivate?.(square);
    }
  }

  // A press and its release are one gesture: released on the same square it is a click (or tap),
  // on another square a drag. The pointer is captured so a touch that leaves its square still ends here.
  function onPointerDown(event: PointerEvent<SVGSVGElement>) {
    const square = squareAt(event.clientX, event.clientY);
    if (!square || event.button !== 0) return;
    dragFrom.current = square;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }

  function onPointerUp(event: PointerEvent<SVGSVGElement>) {
    const from = dragFrom.current;
    dragFrom.current = null;
    if (from === null) return;
    const to = squareAt(event.clientX, event.clientY);
    if (to === null) return;
    if (to === from) onActivate?.(to);
    else onDragMove?.(from, to);
  }

  if (!interactive) {
    return (
      <svg className="board board-picture" viewBox={`0 0 ${width} ${height}`} style={shape} role="img" aria-label={label}>
        {layout.cells.map(({ cell, column, row }) => (
          <g key={cell.square} transform={`translate(${MARGIN + column * SIZE} ${row * SIZE})`}>
            <rect width={SIZE} height={SIZE} fill={terrainFill(cell, (column + row) % 2 === 1)} />
            <TerrainMark cell={cell} />
            {cell.piece ? (
              <g transform={`translate(${SIZE / 2} ${SIZE / 2})`}>
                <PieceGlyph piece={cell.piece} hues={hues} />
              </g>
            ) : null}
          </g>
        ))}
      </svg>
    );
  }

  return (
    <svg
      className="board"
      viewBox={`0 0 ${width} ${height}`}
      style={shape}
      role="group"
      aria-label={label}
      data-flipped={flipped}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (dragFrom.current = null)}
    >
      {layout.cells.map(({ cell, column, row }) => {
        const x = MARGIN + column * SIZE;
        const y = row * SIZE;
        const marks = { selected: cell.square === selected, target: targetSet.has(cell.square), lastMove: lastSquares.has(cell.square), premove: premoveSet.has(cell.square) };
        return (
          <g
            key={cell.square}
            role="button"
            data-square={cell.square}
            tabIndex={cell.square === focusSquare ? 0 : -1}
            aria-label={squareLabel(cell, playerNames, marks)}
            aria-pressed={marks.selected}
            className="square"
            transform={`translate(${x} ${y})`}
            // Pointer clicks arrive through the pointer handlers above; a click with no pointer behind it
            // (detail 0) comes from assistive technology and chooses the square too.
            onClick={(event) => {
              if (event.detail === 0) onActivate?.(cell.square);
            }}
            onKeyDown={(event) => { onKeyDown(event, cell.square); }}
            onFocus={() => { setFocus(cell.square); }}
          >
            <rect className="cell" width={SIZE} height={SIZE} fill={terrainFill(cell, (column + row) % 2 === 1)} />
            <TerrainMark cell={cell} />
            {marks.lastMove ? <rect width={SIZE} height={SIZE} fill="#f7e45c" fillOpacity={0.45} /> : null}
            {marks.premove ? (
              // The frame's dark blue keeps 4:1 or more against every square colour (WCAG 1.4.11 asks 3:1).
              <g className="premove-mark">
                <rect width={SIZE} height={SIZE} fill="#4263eb" fillOpacity={0.3} />
                <rect x={5} y={5} width={SIZE - 10} height={SIZE - 10} fill="none" stroke="#1e2a78" strokeWidth={6} strokeDasharray="14 8" />
              </g>
            ) : null}
            {marks.selected ? <rect x={3} y={3} width={SIZE - 6} height={SIZE - 6} fill="none" stroke="#2f9e44" strokeWidth={6} /> : null}
            {marks.target ? (
              cell.piece ? (
                <circle cx={SIZE / 2} cy={SIZE / 2} r={44} fill="none" stroke="#2f9e44" strokeWidth={6} strokeOpacity={0.85} />
              ) : (
                <circle cx={SIZE / 2} cy={SIZE / 2} r={14} fill="#2f9e44" fillOpacity={0.75} />
              )
            ) : null}
            <rect className="focus-ring" x={4} y={4} width={SIZE - 8} height={SIZE - 8} fill="none" />
          </g>
        );
      })}
      {/* Pieces and explosions lie over the square buttons, outside them: a button's name is the sentence
          that says what stands on it, and the letters drawn on a piece (ranks, chess symbols, Jungle's
          characters) are not words of that name. Pointer gestures go through to the squares beneath. */}
      <g className="pieces" aria-hidden="true" pointerEvents="none">
        {layout.cells.map(({ cell, column, row }) =>
          cell.piece || boom.has(cell.square) ? (
            <g key={cell.square} data-at={cell.square} transform={`translate(${MARGIN + column * SIZE + SIZE / 2} ${row * SIZE + SIZE / 2})`}>
              {cell.piece ? <PieceGlyph piece={cell.piece} hues={hues} /> : null}
              {boom.has(cell.square) ? (
                <g className="explosion">
                  <path d={BURST} fill="#ff922b" stroke="#d9480f" strokeWidth={3} />
                  <circle r={16} fill="#ffe066" />
                </g>
              ) : null}
            </g>
          ) : null,
        )}
      </g>
      <g className="coordinates" aria-hidden="true">
        {layout.fileLabels.map((file, column) => (
          <text key={`f${column}`} x={MARGIN + column * SIZE + SIZE / 2} y={layout.rows * SIZE + MARGIN / 2} textAnchor="middle" dominantBaseline="central" fontSize={22}>
            {file}
          </text>
        ))}
        {layout.rankLabels.map((rank, row) => (
          <text key={`r${row}`} x={MARGIN / 2} y={row * SIZE + SIZE / 2} textAnchor="middle" dominantBaseline="central" fontSize={22}>
            {rank}
          </text>
        ))}
      </g>
    </svg>
  );
}
