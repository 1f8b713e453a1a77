import { describe, expect, it } from 'vitest';
import { closeModal, openModal } from './modalStack';

describe('modals opened by name (SPEC §2)', () => {
  it('opens a modal with its payload', () => {
    const stack = openModal([], 'size-guide', { sku: 'CS-EP-10' });
    expect(stack).toMatchObject([{ name: 'size-guide', payload: { sku: 'CS-EP-10' } }]);
  });

  it('opening a modal closes the same-named open modal first', () => {
    const first = openModal([], 'colour-chart', { sku: 'A' });
    const second = openModal(first, 'colour-chart', { sku: 'B' });
    expect(second).toHaveLength(1);
    expect(second[0]?.payload).toEqual({ sku: 'B' });
    expect(second[0]?.key).not.toBe(first[0]?.key);
  });

  it('other modals stay open, and the newest is on top', () => {
    const stack = openModal(openModal([], 'size-guide'), 'colour-chart');
    expect(stack.map((modal) => modal.name)).toEqual(['size-guide', 'colour-chart']);
    expect(closeModal(stack, 'size-guide').map((modal) => modal.name)).toEqual(['colour-chart']);
  });
});
