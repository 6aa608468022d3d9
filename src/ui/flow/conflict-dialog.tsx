import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../domain/format'
import type { Lang } from '../../i18n'

/**
 * A save was refused because another tab (or device) saved a newer version. Nothing is lost: the user merges
 * both (this tab's value wins where both changed the same field, and those fields are named), loads the newer
 * version, or keeps this tab's version as a separate draft.
 */
export function ConflictDialog({
  conflict,
  onMerge,
  onLoadNewer,
  onKeepMine,
}: {
  conflict: { theirs: { updatedAt: string }; clashes: string[] } | null
  onMerge: () => void
  onLoadNewer: () => void
  onKeepMine: () => Promise<void>
}) {
  const { t, i18n } = useTranslation('flow')
  const [keeping, setKeeping] = useState(false)
  if (!conflict) return null
  return (
    // The choice must be made: the dialog does not close on Escape or outside clicks.
    <Dialog.Root open role="alertdialog" closeOnEscape={false} closeOnInteractOutside={false} size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="conflict-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('conflict.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>
                  {t('conflict.intro', {
                    time: formatDateTime(conflict.theirs.updatedAt, i18n.language as Lang),
                  })}
                </Text>
                <Text
                  fontSize="sm"
                  color={conflict.clashes.length ? 'fg.warning' : 'fg.muted'}
                  data-testid="conflict-clashes"
                >
                  {conflict.clashes.length
                    ? t('conflict.clashes', { fields: conflict.clashes.join(', ') })
                    : t('conflict.noClash')}
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Stack gap="2" w="full">
                <Button colorPalette="blue" onClick={onMerge} data-testid="conflict-merge">
                  {t('conflict.merge')}
                </Button>
                <Button variant="outline" onClick={onLoadNewer} data-testid="conflict-load">
                  {t('conflict.loadNewer')}
                </Button>
                <Button
                  variant="ghost"
                  loading={keeping}
                  onClick={() => {
                    setKeeping(true)
                    void onKeepMine().finally(() => setKeeping(false))
                  }}
                  data-testid="conflict-keep"
                >
                  {t('conflict.keepMine')}
                </Button>
              </Stack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
