import { Button, Field, Stack, Text, Textarea } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { eventCaption, type MachineCaptions } from '../../machines/captions'
import { useCaptionLang } from './use-caption-lang'

interface EventPanelProps {
  eventTypes: string[]
  accepted: Set<string>
  /** JSON text of the payload per event type that takes one. */
  payloads: Record<string, string>
  /** Event types whose payload text could not be sent. */
  invalid: Set<string>
  onPayloadChange: (eventType: string, text: string) => void
  onSend: (eventType: string) => void
  captions?: MachineCaptions
}

/** A button per event of the machine, enabled when the current state accepts it, with payload editors. */
export function EventPanel({
  eventTypes,
  accepted,
  payloads,
  invalid,
  onPayloadChange,
  onSend,
  captions,
}: EventPanelProps) {
  const { t } = useTranslation('devtools')
  const lang = useCaptionLang()
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        {t('flows.eventsHint')}
      </Text>
      {eventTypes.map((type) => {
        const payload = payloads[type]
        const caption = captions && eventCaption(captions, type)?.[lang]
        return (
          <Stack key={type} gap="1">
            <Button
              data-testid={`flow-event-${type}`}
              size="sm"
              variant={accepted.has(type) ? 'solid' : 'outline'}
              colorPalette="green"
              disabled={!accepted.has(type)}
              fontFamily="mono"
              justifyContent="flex-start"
              onClick={() => onSend(type)}
            >
              {type}
            </Button>
            {caption && (
              <Text fontSize="xs" color="fg.muted" data-testid={`flow-event-caption-${type}`}>
                {caption}
              </Text>
            )}
            {payload !== undefined && (
              <Field.Root invalid={invalid.has(type)}>
                <Field.Label fontSize="xs" color="fg.muted">
                  {t('flows.payload', { type })}
                </Field.Label>
                <Textarea
                  data-testid={`flow-payload-${type}`}
                  value={payload}
                  onChange={(e) => onPayloadChange(type, e.target.value)}
                  fontFamily="mono"
                  fontSize="xs"
                  rows={Math.min(6, payload.split('\n').length)}
                  spellCheck={false}
                />
                <Field.ErrorText>{t('flows.invalidPayload')}</Field.ErrorText>
              </Field.Root>
            )}
          </Stack>
        )
      })}
    </Stack>
  )
}
