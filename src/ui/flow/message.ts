import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { Message } from '../../domain/message-key'

/** Turns a message carried as data (a translation key, or the server's own words) into the words to show. */
export function useMessageText(): (message: Message) => string {
  const { t } = useTranslation()
  return useCallback(
    // MessageKey is checked where it is written; i18next's t() cannot take the whole union at once.
    (message: Message) =>
      typeof message === 'string' ? (t as (key: string) => string)(message) : message.text,
    [t],
  )
}
