import { describe, expect, it } from 'vitest';
import { toggleIconSelection } from './toggle-icon-selection';

const six = ['A', 'B', 'C', 'D', 'E', 'F'];

describe('toggleIconSelection', () => {
  it('appends while fewer than six are chosen', () => {
    expect(toggleIconSelection(['A'], 'B')).toEqual(['A', 'B']);
  });

  it('deselects an icon that is already chosen, keeping the order of the rest', () => {
    expect(toggleIconSelection(six, 'C')).toEqual(['A', 'B', 'D', 'E', 'F']);
  });

  it('lets a seventh icon replace the sixth', () => {
    expect(toggleIconSelection(six, 'G')).toEqual(['A', 'B', 'C', 'D', 'E', 'G']);
  });
});
