import { HStack, Progress, Stack, Text } from '@chakra-ui/react'
import { useSelector } from '@xstate/react'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import { fileSizeText } from '../../../domain/files'
import type { uploadProgressMachine } from '../../../machines/shared/upload-progress'

export interface PendingUploadItem {
  id: string
  fileName: string
  size: number
  progress: ActorRefFrom<typeof uploadProgressMachine>
}

/** A file on its way to the server, with the upload-progress machine's bar. */
export const PendingUpload = memo(function PendingUpload({ item }: { item: PendingUploadItem }) {
  const { t } = useTranslation('flow')
  const percent = useSelector(item.progress, (s) => s.context.percent)
  return (
    <Stack gap="1" data-testid="pending-upload">
      <HStack justify="space-between" gap="3" fontSize="sm">
        <Text truncate>{t('upload.uploading', { name: item.fileName })}</Text>
        <Text color="fg.muted" flexShrink={0}>
          {fileSizeText(item.size)} · {percent}%
        </Text>
      </HStack>
      <Progress.Root value={percent} size="xs" colorPalette="blue">
        {/* The track is the progressbar element; its own label would only say the percentage. */}
        <Progress.Track aria-label={t('upload.progress', { name: item.fileName })}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  )
})
