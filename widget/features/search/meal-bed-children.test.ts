import { describe, expect, it } from 'vitest';
import { childOptions, resizeTier, withChildOptions } from './meal-bed-children.ts';

const TIERS = ['A', 'B', 'C'];

describe('children with meal and bedding options', () => {
  const kids = [
    { code: 'A', count: 1, meal_bed: 'meal_yes' as const },
    { code: 'A', count: 1, meal_bed: 'meal_yes_bedding' as const },
    { code: 'C', count: 1, meal_bed: 'meal_no' as const },
  ];

  it("lists a tier's children one by one, in the guest's order", () => {
    expect(childOptions(kids, 'A')).toEqual(['meal_yes', 'meal_yes_bedding']);
    expect(childOptions(kids, 'B')).toEqual([]);
  });

  it("sets one child's option without moving the others", () => {
    expect(withChildOptions(kids, 'A', ['meal_yes_bedding', 'meal_yes_bedding'], TIERS)).toEqual([
      { code: 'A', count: 2, meal_bed: 'meal_yes_bedding' },
      { code: 'C', count: 1, meal_bed: 'meal_no' },
    ]);
  });

  it("adds children with the tier's first option and removes the last ones, keeping tiers in order", () => {
    expect(resizeTier(kids, 'B', 2, ['meal_yes_bedding', 'meal_no'], TIERS)).toEqual([
      ...kids.slice(0, 2),
      { code: 'B', count: 2, meal_bed: 'meal_yes_bedding' },
      kids[2],
    ]);
    expect(resizeTier(kids, 'A', 1, ['meal_same_as_adult_bedding'], TIERS)).toEqual([kids[0], kids[2]]);
    expect(resizeTier(kids, 'C', 0, ['meal_no'], TIERS)).toEqual(kids.slice(0, 2));
  });
});
