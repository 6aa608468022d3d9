import type { resources } from '../i18n/resources'

type Words = (typeof resources)['zh-CN']

/** Every leaf key of a namespace's JSON, dotted (`issues.basisNotFound`). */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]

/** A plural key without its suffix, as `t()` takes it with `count`. */
type Plural<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
  ? Base
  : never

type KeysOf<N extends keyof Words & string> = `${N}:${Leaves<Words[N]> | Plural<Leaves<Words[N]>>}`

/**
 * A translation key carried as data (an issue's message, a machine's error, a toast's text): `namespace:key`,
 * checked against the zh-CN words at compile time, so a typo fails the build instead of showing a raw key.
 */
export type MessageKey = { [N in keyof Words & string]: KeysOf<N> }[keyof Words & string]

/** A message carried as data: a translation key, or the server's own words (already in the user's language). */
export type Message = MessageKey | { text: string }
