import { createRegistry, type GameEntry } from './registry-types.js';
import { animalChess } from '@tabula/engine-animal-chess';
import { animalChessNotation } from '@tabula/notation/animal-chess';
import { checkers61b } from '@tabula/engine-checkers61b';
import { checkers61bNotation } from '@tabula/notation/checkers61b';
import { jungle } from '@tabula/engine-jungle';
import { jungleNotation } from '@tabula/notation/jungle';
import { simpleChess } from '@tabula/engine-simple-chess';
import { simpleChessNotation } from '@tabula/notation/simple-chess';
import { stratego } from '@tabula/engine-stratego';
import { strategoNotation } from '@tabula/notation/stratego';

/**
 * Every game Tabula plays, in menu order. This is the only place that lists all games (docs/design.md):
 * a new game is one import and one entry here.
 */
export const gameEntries: readonly GameEntry[] = [
  {
    id: 'animal-chess',
    game: animalChess,
    notation: animalChessNotation,
    meta: {
      summary: 'Goro-goro animal shogi: lions, giraffes, cats and chicks on a 5×6 board; captured pieces are dropped back in.',
      board: '5×6',
      origin: 'seed 000 (CS5001 practical 2: Animal Chess)',
      sideHues: ['sand', 'mint'],
      captures: true,
    },
  },
  {
    id: 'checkers61b',
    game: checkers61b,
    notation: checkers61bNotation,
    meta: {
      summary: 'Checkers with a twist: bombs explode when they capture, taking everything around them but shields.',
      board: '8×8',
      origin: 'seed 001 (CS61B project 0: Checkers61b)',
      sideHues: ['orange', 'azure'],
      captures: true,
    },
  },
  {
    id: 'jungle',
    game: jungle,
    notation: jungleNotation,
    meta: {
      summary: 'Dou Shou Qi: eight ranked animals cross a river and dodge traps to reach the enemy den.',
      board: '7×9',
      origin: 'seed 002 (CUHK tutorial: Jungle Chess project)',
      sideHues: ['blue', 'red'],
      captures: true,
    },
  },
  {
    id: 'stratego',
    game: stratego,
    notation: strategoNotation,
    meta: {
      summary: 'Hidden armies of 40: ranks show only in combat; single-use bombs, a spy for the marshal, capture the flag.',
      board: '10×10',
      origin: 'seed 003 (CS5001 practical 2: Stratego)',
      sideHues: ['red', 'blue'],
      captures: true,
    },
  },
  {
    id: 'simple-chess',
    game: simpleChess,
    notation: simpleChessNotation,
    meta: {
      summary: 'Chess without check: queens and knights never move, pawns never promote, and taking the king wins.',
      board: '8×8',
      origin: 'seed 004 (chess-console assignment: simplified chess)',
      sideHues: ['white', 'black'],
      captures: true,
    },
  },
];

/** The registry of all games. */
export const registry = createRegistry(gameEntries);
