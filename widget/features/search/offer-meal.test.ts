import { describe, expect, it } from 'vitest';
import { mealText } from './offer-meal.ts';

describe('the meal words of an offer', () => {
  it('are left out where the plan’s name says the same', () => {
    expect(mealText('Room only', 'Room only')).toBeNull();
    expect(mealText('Room only', ' room  ONLY ')).toBeNull();
    expect(mealText('素泊まり', '素泊まり')).toBeNull();
  });

  it('are shown where the name says something else', () => {
    expect(mealText('Breakfast included', 'Stay with breakfast')).toBe('Breakfast included');
    expect(mealText('Room only', 'Early bird saver (non-refundable)')).toBe('Room only');
  });
});
