import { Box, Flex, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { TransitionRow } from './graph-model'

interface TransitionChipProps {
  row: TransitionRow
  /** The machine's id, shown for transitions that target the root. */
  rootLabel: string
  /** Set when the event can be sent now: the chip becomes a button. */
  onSend?: (eventType: string) => void
}

/** One transition as a row: what triggers it, under which guard, where it goes and what it does. */
export function TransitionChip({ row, rootLabel, onSend }: TransitionChipProps) {
  const { t } = useTranslation('devtools')
  const trigger =
    row.kind === 'always'
      ? t('flows.transition.always')
      : row.kind === 'after'
        ? row.delayMs === undefined
          ? t('flows.transition.after', { delay: row.delay ?? '' })
          : t('flows.transition.afterMs', { delay: row.delay ?? '', ms: row.delayMs })
        : row.eventType
  const target =
    row.targets.length === 0 ? t('flows.transition.stays') : row.targets.map((p) => p || rootLabel).join(', ')
  const clickable = row.kind === 'event' && onSend !== undefined

  return (
    <Flex
      as={clickable ? 'button' : 'div'}
      onClick={clickable ? () => onSend(row.eventType) : undefined}
      title={clickable ? t('flows.transition.sendHint') : undefined}
      data-testid={`flow-transition-${row.key}`}
      align="center"
      gap="2"
      wrap="wrap"
      px="2"
      py="1"
      borderRadius="md"
      borderWidth="1px"
      borderColor={clickable ? 'green.solid' : 'border'}
      bg={clickable ? 'green.subtle' : 'bg.subtle'}
      cursor={clickable ? 'pointer' : 'default'}
      _hover={clickable ? { bg: 'green.muted' } : undefined}
      fontSize="xs"
      textAlign="left"
      maxW="full"
      minW="0"
      overflowWrap="anywhere"
    >
      {/* minW 0: a long event name breaks inside the chip instead of running past its edge (flex items keep
          their text's width by default). */}
      <Text
        fontFamily="mono"
        fontWeight="semibold"
        color={row.kind === 'event' ? 'fg' : 'fg.muted'}
        minW="0"
        maxW="full"
      >
        {trigger}
      </Text>
      {row.guard && <Text color="orange.fg">[{t('flows.transition.guard', { guard: row.guard })}]</Text>}
      <Box as="span" aria-hidden>
        →
      </Box>
      <Text fontFamily="mono" minW="0" maxW="full">
        {target}
      </Text>
      {row.actions.length > 0 && (
        <Text color="fg.muted">/ {t('flows.transition.actions', { actions: row.actions.join(', ') })}</Text>
      )}
    </Flex>
  )
}
