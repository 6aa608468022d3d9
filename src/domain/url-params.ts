// Readers for URL search params that route definitions use in `validateSearch`. The router loads route
// definitions up front (before any page), so these stay tiny and free of zod; the pages judge values further.
// The router hands values over JSON-parsed ('2' arrives as 2, 'a,b' as text, a repeated key as a list).

/** Text, trimmed; '' when missing or not text. */
export function textParam(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''
}

/** Text, or undefined when missing or empty. */
export function optionalTextParam(value: unknown): string | undefined {
  return textParam(value) || undefined
}

/** A whole number of at least 1 (pages), else the fallback. */
export function pageParam<F extends number | undefined>(value: unknown, fallback: F): number | F {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN
  return Number.isInteger(n) && n >= 1 ? n : fallback
}

/** One of the allowed values, else the fallback. */
export function oneOfParam<T extends string, F extends T | undefined>(
  value: unknown,
  allowed: readonly T[],
  fallback: F,
): T | F {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback
}

/** Text matching a pattern, else undefined. */
export function patternParam(value: unknown, pattern: RegExp): string | undefined {
  const text = textParam(value)
  return pattern.test(text) ? text : undefined
}

/** A value kept as the router parsed it (text, number or flag); lists are joined with commas. */
export function rawParam(value: unknown): string | number | boolean | undefined {
  if (Array.isArray(value)) return value.map(String).join(',')
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : undefined
}
