/**
 * The prepaid trusted-timestamp packages on sale: how many timestamps a package holds and its price in CNY.
 * Each timestamp registered draws one from the account's balance; bigger packages cost less per timestamp.
 */
export const TIMESTAMP_PACKAGES = [
  { size: 10, price: 300 },
  { size: 50, price: 1250 },
  { size: 200, price: 4000 },
] as const

export type TimestampPackageSize = (typeof TIMESTAMP_PACKAGES)[number]['size']

/** The price in CNY of the package of `size` timestamps. */
export function timestampPackagePrice(size: TimestampPackageSize): number {
  return TIMESTAMP_PACKAGES.find((p) => p.size === size)!.price
}
