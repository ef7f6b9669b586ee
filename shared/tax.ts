/**
 * Splits a tax-included amount into its tax and the rest. Prices are stored tax included, as
 * Japanese, Korean and Taiwanese hotels quote them; the tax is rounded down, as receipts show.
 * One rule for the server that books and the widget that previews.
 */
export function splitTax(totalWithTax: number, taxRateBp: number): { tax: number; withoutTax: number } {
  const withoutTax = Math.ceil((totalWithTax * 10_000) / (10_000 + taxRateBp));
  return { tax: totalWithTax - withoutTax, withoutTax };
}
