import { Alert } from '@chakra-ui/react'
import { useErrorText } from '../../kit/form-field'

/** The message about the combination of criteria (§5: exactly one, at least one, words with an image). */
export function CriteriaAlert({ error }: { error?: string }) {
  const errorText = useErrorText()
  const message = errorText(error)
  if (!message) return null
  return (
    <Alert.Root status="error" role="alert" data-testid="criteria-error">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{message}</Alert.Title>
    </Alert.Root>
  )
}
