// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESIGN_ASK_MS, ResignButton } from './resign-button.js';

function show() {
  const onResign = vi.fn();
  render(<ResignButton disabled={false} onResign={onResign} />);
  return onResign;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('resigning asks once more, on the page', () => {
  it('Resign turns into "Resign? Yes / No" with focus on No; Yes resigns', () => {
    const onResign = show();
    fireEvent.click(screen.getByRole('button', { name: 'Resign' }));
    expect(onResign).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'Resign?' }).textContent).toBe('Resign?YesNo');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'No, keep playing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, resign' }));
    expect(onResign).toHaveBeenCalledTimes(1);
  });

  it('No keeps playing, and focus returns to Resign', () => {
    const onResign = show();
    fireEvent.click(screen.getByRole('button', { name: 'Resign' }));
    fireEvent.click(screen.getByRole('button', { name: 'No, keep playing' }));
    expect(onResign).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Resign' }));
  });

  it('from the keyboard: Escape keeps playing; Enter twice on Resign does not resign', () => {
    const onResign = show();
    screen.getByRole('button', { name: 'Resign' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Resign' }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Resign?' })).toBeNull();
    // Enter on the focused button clicks it; the second Enter lands on No, which has the focus.
    fireEvent.click(screen.getByRole('button', { name: 'Resign' }));
    (document.activeElement as HTMLButtonElement).click();
    expect(onResign).not.toHaveBeenCalled();
  });

  it('goes back to Resign by itself after a few seconds', () => {
    vi.useFakeTimers();
    const onResign = show();
    fireEvent.click(screen.getByRole('button', { name: 'Resign' }));
    act(() => { vi.advanceTimersByTime(RESIGN_ASK_MS); });
    expect(screen.queryByRole('group', { name: 'Resign?' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Resign' })).toBeTruthy();
    expect(onResign).not.toHaveBeenCalled();
  });

  it('a finished game offers no Resign', () => {
    render(<ResignButton disabled onResign={() => undefined} />);
    expect((screen.getByRole('button', { name: 'Resign' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
