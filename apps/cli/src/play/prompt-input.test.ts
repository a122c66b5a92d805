import { describe, expect, it } from 'vitest';
import { PROMPT_HELP, readPromptInput } from './prompt-input.js';

describe('readPromptInput: the draw and abort commands', () => {
  it.each(['draw', 'accept', 'decline', 'abort'] as const)('%s is a command in any case, never a move for the notation', (word) => {
    expect(readPromptInput(word)).toEqual({ kind: word });
    expect(readPromptInput(`  ${word.toUpperCase()} `)).toEqual({ kind: word });
  });

  it('refuses an argument to them in words', () => {
    expect(readPromptInput('draw now')).toEqual({ kind: 'bad', message: 'draw takes no arguments' });
    expect(readPromptInput('abort e2e4')).toEqual({ kind: 'bad', message: 'abort takes no arguments' });
  });

  it('still takes a move that only starts like one', () => {
    expect(readPromptInput('d2d4')).toEqual({ kind: 'move', text: 'd2d4' });
  });
});

describe('readPromptInput: rematch', () => {
  it('is a command in any case, and takes no arguments', () => {
    expect(readPromptInput(' Rematch ')).toEqual({ kind: 'rematch' });
    expect(readPromptInput('rematch now')).toEqual({ kind: 'bad', message: 'rematch takes no arguments' });
  });
});

describe('readPromptInput: claim', () => {
  it('is a command in any case, and takes no arguments', () => {
    expect(readPromptInput(' CLAIM ')).toEqual({ kind: 'claim' });
    expect(readPromptInput('claim win')).toEqual({ kind: 'bad', message: 'claim takes no arguments' });
  });
});

describe('PROMPT_HELP', () => {
  it('lists draw, accept, decline and abort', () => {
    const help = PROMPT_HELP.join('\n');
    expect(help).toMatch(/^ {2}draw {10}offers the other player a draw/m);
    expect(help).toContain('accepts it (accept does too)');
    expect(help).toMatch(/^ {2}decline {7}declines the other player's draw offer \(so does your move\)/m);
    expect(help).toMatch(/^ {2}rematch {7}once an online game is over, asks to play it again with the seats swapped/m);
    expect(help).toMatch(/^ {2}claim {9}online, in a timed game whose other player has been gone long enough: claims the win/m);
    expect(help).toMatch(/^ {2}abort {9}ends the game with no result, while a side has yet to make its first move/m);
  });
});
