import { Alert } from '@chakra-ui/react'
import type { MessageKey } from '../../../domain/message-key'
import { useMessage } from '../../kit/message'

/** The message about the combination of criteria (§5: exactly one, at least one, words with an image). */
export function CriteriaAlert({ error }: { error?: MessageKey }) {
  const errorText = useMessage()
  const message = errorText(error)
  if (!message) return null
  return (
    <Alert.Root status="error" role="alert" data-testid="criteria-error">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{message}</Alert.Title>
    </Alert.Root>
  )
}
