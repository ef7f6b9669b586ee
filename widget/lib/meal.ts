import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MealBedOption } from '../../shared/constants.ts';

/** Spec 1 §3 child meal and bedding options in words, as a child's choice is described. */
export const MEAL_BED_LABEL: Record<MealBedOption, MessageDescriptor> = {
  meal_same_as_adult_bedding: msg`Adult meals and a bed`,
  meal_yes_bedding: msg`Children’s meals and a bed`,
  meal_yes: msg`Children’s meals, no bed`,
  meal_no_bedding: msg`A bed, no meals`,
  meal_no: msg`No meals or bed`,
};
