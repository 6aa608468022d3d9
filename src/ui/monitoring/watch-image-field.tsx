import { Box, Button, HStack, Stack } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { uploadFileMutation } from '../../api/files'
import { imageUrlMutation } from '../../api/monitoring-watches'
import { checkUpload } from '../../domain/files'
import { imageHashFromRgba } from '../../domain/image-hash'
import type { MessageKey } from '../../domain/message-key'
import { FormField } from '../kit/form-field'
import { imagePixels, imageThumbnail } from '../kit/image-pixels'
import { FilePickButton, UploadProgressBar, useFileUpload } from '../kit/upload'
import { useWatchText } from './use-watch-text'
import { WatchThumb } from './watch-thumb'

/** Longest side an image is hashed at (the image search's size: the hashes must compare). */
const HASH_SIDE = 1024
/** Longest side of the copy the watch keeps to show (the lists' and reports' thumbnails). */
const KEPT_SIDE = 240

export interface WatchImage {
  imageUrl: string
  imageHash: string
}

/**
 * The figurative element a mark watch compares new marks with: an uploaded image, hashed here as the image
 * search hashes (the register's specimens carry the same hash), stored (file/upload) and turned into the URL
 * the watch keeps (monitoring/imageUrlTransfrom); shown as a thumbnail with "remove".
 */
export function WatchImageField({
  value,
  onChange,
  inputId,
}: {
  value: string
  onChange: (image: WatchImage) => void
  inputId?: string
}) {
  const { t } = useWatchText()
  const upload = useMutation(uploadFileMutation())
  const transform = useMutation(imageUrlMutation())
  const [preview, setPreview] = useState<string | null>(null)
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])

  const image = useFileUpload<WatchImage, MessageKey, string>({
    prepare: async (file) => {
      const check = checkUpload(file, 'markImage')
      if (!check.ok) return check
      const [pixels, kept] = await Promise.all([
        imagePixels(file, HASH_SIDE),
        imageThumbnail(file, KEPT_SIDE),
      ])
      if (!pixels || !kept) return { ok: false, error: 'validation:fileFormat' }
      // The watch keeps a small copy to show (hashed from the full image above): the stored file is that copy.
      const copy = new File([kept], `${file.name.replace(/\.[^.]*$/, '')}.png`, { type: 'image/png' })
      const imageHash = imageHashFromRgba(pixels.rgba, pixels.width, pixels.height)
      return { ok: true, fields: { file: copy, bizType: 'monitorImage' }, extra: imageHash }
    },
    send: async (form, imageHash) => {
      const stored = await upload.mutateAsync(form)
      return transform.mutateAsync({ fileId: stored.fileId, imageHash })
    },
    keep: (stored, file) => {
      setPreview(URL.createObjectURL(file))
      onChange(stored)
    },
    failed: () => 'monitorWatch:form.imageFailed',
  })

  return (
    <FormField
      label={t('form.image')}
      error={image.error}
      helperText={t('form.imageHint')}
      controlId={inputId}
      data-testid="watch-image"
    >
      <Stack gap="2">
        <HStack gap="3" align="center">
          {value ? (
            <Box borderWidth="1px" rounded="md" p="1" data-testid="watch-image-preview">
              {/* The file just chosen shows from the browser; after a reload, the stored image. */}
              <WatchThumb src={preview ?? value} alt={t('form.imageAlt')} size="14" />
            </Box>
          ) : null}
          <FilePickButton
            accept=".jpg,.jpeg,.png"
            inputId={inputId}
            inputLabel={t('form.image')}
            inputTestId="watch-image-file"
            onPick={(file) => void image.pick(file)}
            size="sm"
            variant="outline"
            loading={image.busy}
          >
            {value ? t('form.replaceImage') : t('form.uploadImage')}
          </FilePickButton>
          {value ? (
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              onClick={() => {
                setPreview(null)
                onChange({ imageUrl: '', imageHash: '' })
              }}
            >
              {t('form.removeImage')}
            </Button>
          ) : null}
        </HStack>
        {image.busy || image.percent > 0 ? (
          <UploadProgressBar percent={image.percent} label={t('form.uploadProgress')} />
        ) : null}
      </Stack>
    </FormField>
  )
}
