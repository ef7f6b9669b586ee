import type { CatalogueExtra } from './extras.ts';

// a hotel's extras as the rules see them, for the extras' unit tests
const base = {
  descriptions: { en: '' },
  min_quantity: 1,
  tax_rate_bp: 1000,
  deadline_days_before: null,
  deadline_hour: null,
  active: true,
  sale_starts_on: null,
  sale_ends_on: null,
  stock_total: null,
  stock_sold: 0,
  dates: [],
  inclusive_room_plan_codes: [],
} as const;

export const LATE = {
  ...base,
  id: 'late',
  names: { en: 'Late check-out', ja: 'レイトチェックアウト' },
  extra_type: 'generic',
  unit: 'per_room',
  max_quantity: 1,
  price: 3000,
} satisfies CatalogueExtra;
export const DINNER = {
  ...base,
  id: 'dinner',
  names: { en: 'Kaiseki dinner' },
  extra_type: 'dated',
  unit: 'per_person',
  max_quantity: 6,
  price: null,
  deadline_days_before: 1,
  deadline_hour: 15,
  dates: [
    { date: '2026-12-18', price: 12000, stock_total: 10, stock_sold: 9 },
    { date: '2026-12-19', price: 15000, stock_total: 10, stock_sold: 0 },
  ],
} satisfies CatalogueExtra;
export const CAKE = {
  ...base,
  id: 'cake',
  names: { en: 'Cake' },
  extra_type: 'generic',
  unit: 'per_item',
  min_quantity: 2,
  max_quantity: 4,
  price: 4500,
  stock_total: 5,
  stock_sold: 2,
} satisfies CatalogueExtra;
export const DRINK = {
  ...base,
  id: 'drink',
  names: { en: 'Welcome drinks' },
  extra_type: 'generic',
  unit: 'per_room',
  max_quantity: 1,
  price: 1500,
  inclusive_room_plan_codes: ['twin--breakfast', 'double--breakfast'],
} satisfies CatalogueExtra;
export const TEA = {
  ...base,
  id: 'tea',
  names: { en: 'Tea ceremony' },
  extra_type: 'generic',
  unit: 'per_person',
  max_quantity: 4,
  price: 5000,
  active: false,
} satisfies CatalogueExtra;
