import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { BusinessError } from '../../api/client'
import type { Message, MessageKey } from '../../domain/message-key'
import { useMessage } from '../kit/message'

/**
 * The words of a library refusal in the reader's language: the rule's key the server names (data.error) when
 * the page knows it, else the server's own message, else `fallback`.
 */
export function useDocumentError(): (error: unknown, fallback: MessageKey) => string {
  const { i18n } = useTranslation()
  const text = useMessage()
  return useCallback(
    (error, fallback) => {
      let message: Message = fallback
      if (error instanceof BusinessError) {
        const key = (error.data as { error?: unknown } | null)?.error
        message =
          typeof key === 'string' && i18n.exists(key)
            ? (key as MessageKey)
            : error.msg
              ? { text: error.msg }
              : fallback
      }
      return text(message)
    },
    [i18n, text],
  )
}
