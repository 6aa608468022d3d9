import { Button, HStack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../domain/format'
import type { Lang } from '../../i18n'
import type { SaveState } from './use-wizard'

/** Where the draft stands: saved when, saving, not saved yet (retrying), or in conflict with another copy. */
export function SaveStatus({
  state,
  savedAt,
  orderNo,
  onResolve,
}: {
  state: SaveState
  savedAt: string | null
  orderNo: string | null
  /** Offers the conflict's choice again (after "decide later"). */
  onResolve?: () => void
}) {
  const { t, i18n } = useTranslation('flow')
  const lang = i18n.language as Lang
  const problem = state === 'error' || state === 'conflict'
  return (
    <HStack gap="3" fontSize="sm" color="fg.muted" data-testid="save-status" data-state={state}>
      {orderNo && <Text>{t('save.order', { orderNo })}</Text>}
      <Text role="status" color={problem ? 'fg.error' : undefined}>
        {state === 'saving'
          ? t('save.saving')
          : state === 'error'
            ? t('save.failed')
            : state === 'conflict'
              ? t('save.conflict')
              : savedAt
                ? t('save.savedAt', { time: formatDateTime(savedAt, lang) })
                : t('save.auto')}
      </Text>
      {state === 'conflict' && onResolve && (
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          onClick={onResolve}
          data-testid="conflict-resolve"
        >
          {t('save.resolve')}
        </Button>
      )}
    </HStack>
  )
}
