import { chakra, CloseButton, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { memo, useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { MessageKey } from '../../domain/message-key'
import { NICE_CLASSES } from '../../domain/nice-classes'
import { useRootState } from '../../state/root'
import { useMessage } from '../kit/message'

export interface ClassItemsRowProps {
  no: string
  items: string
  error: MessageKey | undefined
  onItems: (no: string, items: string) => void
  onRemove: (no: string) => void
}

/** One chosen class with the number of goods or services it lists; the typed text is kept even when invalid. */
export const ClassItemsRow = memo(function ClassItemsRow({
  no,
  items,
  error,
  onItems,
  onRemove,
}: ClassItemsRowProps) {
  const { t } = useTranslation('fees')
  const { lang } = useRootState()
  const errorText = useMessage()
  const id = useId()
  const c = NICE_CLASSES.find((n) => n.no === no)
  const heading = c ? (lang === 'en' ? c.nameEn : c.name) : ''
  return (
    <Stack gap="0.5" data-testid={`class-row-${no}`}>
      <HStack gap="2">
        <chakra.label htmlFor={id} flex="1" fontSize="sm" minW="0" truncate="true">
          <Text as="span" fontFamily="mono" fontWeight="semibold" me="2">
            {t('calculator.classNo', { no })}
          </Text>
          {heading}
        </chakra.label>
        <Input
          id={id}
          size="sm"
          width="24"
          inputMode="numeric"
          value={items}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-label={t('calculator.itemsFor', { no })}
          onChange={(e) => onItems(no, e.currentTarget.value)}
          data-testid={`items-${no}`}
        />
        <Text fontSize="sm" color="fg.muted" width="8">
          {t('calculator.itemsUnit')}
        </Text>
        <CloseButton size="xs" aria-label={t('calculator.remove', { no })} onClick={() => onRemove(no)} />
      </HStack>
      {error ? (
        <Text id={`${id}-error`} color="fg.error" fontSize="xs" role="alert">
          {errorText(error)}
        </Text>
      ) : null}
    </Stack>
  )
})
