import { Button, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../domain/format'
import type { Lang } from '../../i18n'
import { FormDialog } from '../kit/form-dialog'

export interface ConflictChoices {
  conflict: { theirs: { updatedAt: string }; clashes: string[] } | null
  onMerge: () => void
  onLoadNewer: () => void
  onKeepMine: () => Promise<void>
  /** Names a field path ('trademarks.0.name') in the user's words. */
  describeField: (path: string) => string
}

/**
 * A save was refused because another tab (or device) saved a newer version. Nothing is lost: the user merges
 * both (this tab's value wins where both changed the same field, and those fields are named), loads the newer
 * version, or keeps this tab's version as a separate draft. "Decide later" closes the dialog; the unsaved
 * edits stay on this device and the save status offers the choice again.
 */
export function ConflictDialog({
  open,
  onClose,
  conflict,
  onMerge,
  onLoadNewer,
  onKeepMine,
  describeField,
}: ConflictChoices & { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('flow')
  const [keeping, setKeeping] = useState(false)
  if (!conflict) return null
  const clashes = [...new Set(conflict.clashes.map(describeField))]
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('conflict.title')}
      role="alertdialog"
      placement="center"
      size="lg"
      closeButton={false}
      busy={keeping}
      testId="conflict-dialog"
      cancelLabel={t('conflict.later')}
      actions={
        <>
          <Button variant="ghost" onClick={onLoadNewer} disabled={keeping} data-testid="conflict-load">
            {t('conflict.loadNewer')}
          </Button>
          <Button
            variant="outline"
            loading={keeping}
            onClick={() => {
              setKeeping(true)
              void onKeepMine().finally(() => setKeeping(false))
            }}
            data-testid="conflict-keep"
          >
            {t('conflict.keepMine')}
          </Button>
        </>
      }
      submit={{ label: t('conflict.merge'), onClick: onMerge, testId: 'conflict-merge' }}
    >
      <Stack gap="3">
        <Text>
          {t('conflict.intro', { time: formatDateTime(conflict.theirs.updatedAt, i18n.language as Lang) })}
        </Text>
        <Text fontSize="sm" color={clashes.length ? 'fg.warning' : 'fg.muted'} data-testid="conflict-clashes">
          {clashes.length ? t('conflict.clashes', { fields: clashes.join('、') }) : t('conflict.noClash')}
        </Text>
      </Stack>
    </FormDialog>
  )
}
