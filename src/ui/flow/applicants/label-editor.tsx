import { Badge, Button, CloseButton, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useApplicantText } from './use-applicant-text'

export const LABELS_MAX = 5
export const LABEL_LENGTH_MAX = 20

export interface LabelEditorProps {
  value: string[]
  onChange: (next: string[]) => void
  /** The account's labels, offered with one click. */
  suggestions: string[]
}

/** An applicant's labels: up to 5 tags of at most 20 characters, typed or picked from the account's. */
export function LabelEditor({ value, onChange, suggestions }: LabelEditorProps) {
  const { t } = useApplicantText()
  const [typed, setTyped] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  const add = (raw: string) => {
    const label = raw.trim()
    if (!label || value.includes(label)) return setTyped('')
    if (label.length > LABEL_LENGTH_MAX) return setProblem(t('form.labelTooLong'))
    if (value.length >= LABELS_MAX) return setProblem(t('form.labelTooMany'))
    setProblem(null)
    setTyped('')
    onChange([...value, label])
  }
  const offered = suggestions.filter((s) => !value.includes(s)).slice(0, 12)

  return (
    <Stack gap="2">
      {value.length > 0 ? (
        <HStack gap="1.5" wrap="wrap">
          {value.map((label) => (
            <Badge key={label} size="md" variant="subtle" colorPalette="blue" pe="0">
              {label}
              <CloseButton
                size="2xs"
                aria-label={t('form.labelRemove', { label })}
                onClick={() => onChange(value.filter((l) => l !== label))}
              />
            </Badge>
          ))}
        </HStack>
      ) : null}
      <HStack gap="2">
        <Input
          size="sm"
          maxW="xs"
          value={typed}
          maxLength={LABEL_LENGTH_MAX + 5}
          placeholder={t('form.labelPlaceholder')}
          aria-label={t('form.labels')}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            // Enter adds the label instead of submitting the applicant form; an IME composing a word keeps Enter.
            if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
              e.preventDefault()
              add(typed)
            }
          }}
        />
        <Button size="sm" variant="outline" onClick={() => add(typed)} disabled={!typed.trim()}>
          {t('form.labelAdd')}
        </Button>
      </HStack>
      {offered.length > 0 ? (
        <HStack gap="1" wrap="wrap">
          {offered.map((s) => (
            <Button key={s} size="2xs" variant="ghost" onClick={() => add(s)}>
              + {s}
            </Button>
          ))}
        </HStack>
      ) : null}
      <Text fontSize="xs" color={problem ? 'fg.error' : 'fg.muted'} role={problem ? 'alert' : undefined}>
        {problem ?? t('form.labelsHint')}
      </Text>
    </Stack>
  )
}
