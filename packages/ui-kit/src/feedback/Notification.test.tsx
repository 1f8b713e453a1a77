import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Notification } from './Notification';

describe('Notification time to live (SPEC §3, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('dismisses itself after the default 5000 ms', () => {
    const onDismiss = vi.fn();
    render(
      <Notification
        notification={{ id: 'n1', type: 'success', message: 'Ajouté !' }}
        onDismiss={onDismiss}
        closeLabel="Fermer"
      />,
    );
    act(() => vi.advanceTimersByTime(4999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledWith('n1');
  });

  it('stays while hovered and counts only the remaining time afterwards', () => {
    const onDismiss = vi.fn();
    render(
      <Notification
        notification={{ id: 'n2', type: 'info', message: 'Info', timeToLive: 1000 }}
        onDismiss={onDismiss}
        closeLabel="Fermer"
      />,
    );
    act(() => vi.advanceTimersByTime(600));
    fireEvent.mouseEnter(screen.getByText('Info').closest('li') as HTMLElement);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseLeave(screen.getByText('Info').closest('li') as HTMLElement);
    act(() => vi.advanceTimersByTime(399));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledWith('n2');
  });

  it('never times out with hasNoTimeout', () => {
    const onDismiss = vi.fn();
    render(
      <Notification
        notification={{ id: 'n3', type: 'warning', message: 'Stock incertain', hasNoTimeout: true }}
        onDismiss={onDismiss}
        closeLabel="Fermer"
      />,
    );
    act(() => vi.advanceTimersByTime(60_000));
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('shows at most its two actions and dismisses after running one', () => {
    const onDismiss = vi.fn();
    const proceed = vi.fn();
    render(
      <Notification
        notification={{
          id: 'n4',
          type: 'success',
          message: 'Ajouté !',
          action1: { label: 'Commander', action: proceed },
          action2: { label: 'Continuer', action: () => undefined },
        }}
        onDismiss={onDismiss}
        closeLabel="Fermer"
      />,
    );
    expect(screen.getAllByRole('button')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Commander' }));
    expect(proceed).toHaveBeenCalledOnce();
    expect(onDismiss).toHaveBeenCalledWith('n4');
  });
});
