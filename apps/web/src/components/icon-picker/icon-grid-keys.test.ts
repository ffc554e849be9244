import { describe, expect, it } from 'vitest';
import { nextCellIndex } from './icon-grid-keys';

describe('icon grid keyboard moves (6 columns)', () => {
  const count = 20; // three full rows and two cells
  it('moves by cell and by row, and stays inside the grid', () => {
    expect(nextCellIndex('ArrowRight', false, 0, count)).toBe(1);
    expect(nextCellIndex('ArrowLeft', false, 0, count)).toBe(0);
    expect(nextCellIndex('ArrowDown', false, 2, count)).toBe(8);
    expect(nextCellIndex('ArrowUp', false, 8, count)).toBe(2);
    expect(nextCellIndex('ArrowDown', false, 15, count)).toBe(19);
    expect(nextCellIndex('PageDown', false, 0, count)).toBe(19);
  });

  it('Home and End go to the row’s ends, with Ctrl to the grid’s', () => {
    expect(nextCellIndex('Home', false, 9, count)).toBe(6);
    expect(nextCellIndex('End', false, 9, count)).toBe(11);
    expect(nextCellIndex('End', false, 19, count)).toBe(19);
    expect(nextCellIndex('Home', true, 9, count)).toBe(0);
    expect(nextCellIndex('End', true, 9, count)).toBe(19);
  });

  it('leaves other keys alone', () => {
    expect(nextCellIndex('Enter', false, 3, count)).toBeNull();
    expect(nextCellIndex('a', false, 3, count)).toBeNull();
  });
});
