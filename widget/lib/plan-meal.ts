import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { InferOutput } from 'valibot';
import type { MealSchema } from '../../shared/api/rooms.ts';

/** What a plan includes at mealtimes. */
export type Meal = InferOutput<typeof MealSchema>;

/** The words for each meal option. */
export const MEAL_LABEL: Record<Meal, MessageDescriptor> = {
  none: msg`Room only`,
  breakfast: msg`Breakfast included`,
  half_board: msg`Breakfast and dinner included`,
};
