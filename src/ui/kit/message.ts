import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Message, MessageKey } from '../../domain/message-key'

/** Renders a Message: a key in the user's language, the server's words as they are. */
export interface MessageText {
  (message: Message): string
  (message: Message | null | undefined): string | undefined
}

/**
 * The one way the UI turns a Message (an issue, a machine's error, a rule's verdict) into words. The function
 * is stable within a language, so it can sit in an effect's dependencies.
 */
export function useMessage(): MessageText {
  // i18n.t takes the `namespace:key` of every namespace (the hook's t only those it was given); calling the
  // hook still re-renders the caller when the language changes.
  const { i18n } = useTranslation()
  const lng = i18n.language
  return useMemo(() => {
    function text(message: Message): string
    function text(message: Message | null | undefined): string | undefined
    function text(message: Message | null | undefined) {
      if (message == null) return undefined
      return typeof message === 'string' ? i18n.t(message, { lng }) : message.text
    }
    return text
  }, [i18n, lng])
}

/** The type a react-hook-form error set with the server's words has: `setError(f, { type: SERVER_ERROR … })`. */
export const SERVER_ERROR = 'server'

/** What react-hook-form (a FieldError) and zod (an issue) say about a field: the message as a plain string. */
export interface FormError {
  type?: string
  message?: string
}

/**
 * Turns a form library's error into a Message. Both libraries type every message as a string; ours are the
 * server's words when set with type SERVER_ERROR, and otherwise what our rules and schemas wrote: MessageKeys.
 * The key is checked against the words loaded (rather than cast), so a message that is no key (zod's own
 * default text) still shows as written.
 */
export function useFieldMessage(): (error: FormError | undefined) => Message | undefined {
  const { i18n } = useTranslation()
  return useCallback(
    (error) => {
      const message = error?.message
      if (!message) return undefined
      const isKey = (value: string): value is MessageKey => value.includes(':') && i18n.exists(value)
      return error.type !== SERVER_ERROR && isKey(message) ? message : { text: message }
    },
    [i18n],
  )
}
