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

/** The rest of every MessageKey that starts with `Prefix`: `KeysUnder<'registration:issues.'>` is 'nameRequired' | … */
export type KeysUnder<Prefix extends string> = MessageKey extends infer K
  ? K extends `${Prefix}${infer Rest}`
    ? Rest
    : never
  : never

/**
 * Words already in the user's language, shown as they are and never looked up as a key: the server's (a
 * refusal's BusinessError.msg), or ours translated where they take values a bare key cannot carry
 * ({ text: t('custom.tooLong', { max }) }).
 */
export interface ServerText {
  readonly text: string
}

/**
 * A message carried as data (an issue, a machine's error, a toast waiting to be shown): either a key of our
 * words or the server's own. The UI renders it with useMessage() (src/ui/kit/message.ts).
 */
export type Message = MessageKey | ServerText

/** The server's words as a Message. */
export const serverText = (text: string): ServerText => ({ text })

/** The server's words when it sent any, else our own key (a refusal without a message, a transport failure). */
export const serverTextOr = (text: string | null | undefined, fallback: MessageKey): Message =>
  text ? { text } : fallback
