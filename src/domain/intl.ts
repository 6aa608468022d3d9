/**
 * The browser's formatters, made once per language and options. Making one (Intl.NumberFormat,
 * DateTimeFormat with a time zone, DisplayNames) costs far more than using it, and list pages format
 * hundreds of dates, amounts and country names per render: on the search results (issue 11 §9) the number
 * formatter alone cost 16 ms of one render on a fast machine, made anew for every figure.
 */
const made = new Map<string, unknown>()

function once<T>(key: string, make: () => T): T {
  let value = made.get(key) as T | undefined
  if (value === undefined) {
    value = make()
    made.set(key, value)
  }
  return value
}

const keyOf = (kind: string, locales: string | readonly string[], options: object | undefined) =>
  `${kind}|${String(locales)}|${options ? JSON.stringify(options) : ''}`

export const numberFormat = (locales: string | readonly string[], options?: Intl.NumberFormatOptions) =>
  once(keyOf('number', locales, options), () => new Intl.NumberFormat(locales as string[], options))

export const dateTimeFormat = (locales: string | readonly string[], options?: Intl.DateTimeFormatOptions) =>
  once(keyOf('date', locales, options), () => new Intl.DateTimeFormat(locales as string[], options))

export const displayNames = (locales: string | readonly string[], options: Intl.DisplayNamesOptions) =>
  once(keyOf('names', locales, options), () => new Intl.DisplayNames(locales as string[], options))

export const collator = (locales: string | readonly string[], options?: Intl.CollatorOptions) =>
  once(keyOf('collator', locales, options), () => new Intl.Collator(locales as string[], options))
