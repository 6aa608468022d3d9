import { Box, Button, chakra, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import Cropper from 'react-easy-crop'
import { useTranslation } from 'react-i18next'
import { uploadAvatarMutation } from '../../api/account'
import { BusinessError } from '../../api/client'
import { LICENCE_IMAGE_MAX_BYTES } from '../../domain/constants'
import { checkInlineImage, type InlineImageFormat } from '../../domain/image-data-url'
import type { Message } from '../../domain/message-key'
import { FormDialog } from '../kit/form-dialog'
import { useMessage } from '../kit/message'
import { checkImageFile } from '../kit/read-image-file'
import { toastSuccess } from '../kit/toast'
import { UploadProgressBar, useUploadProgress } from '../kit/upload'
import { cropToDataUrl, type CropArea } from './crop-image'
import { useApplyUser } from './use-apply-user'

/** A chosen picture may be large (a phone photo): only the cropped 256 px square is uploaded. */
const SOURCE_MAX_BYTES = LICENCE_IMAGE_MAX_BYTES

interface Source {
  url: string
  format: InlineImageFormat
}

/**
 * Changes the avatar: choose a JPG, PNG or GIF (checked by its bytes), crop a square of it (drag and zoom, or
 * the arrow keys), then upload it with the upload-progress bar; the header shows the new avatar at once.
 */
export function AvatarDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account')
  const errorText = useMessage()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [source, setSource] = useState<Source | null>(null)
  const [crop, setCrop] = useState({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(1)
  const [area, setArea] = useState<CropArea | null>(null)
  const [problem, setProblem] = useState<Message | null>(null)
  const upload = useMutation(uploadAvatarMutation())
  const applyUser = useApplyUser()
  const progress = useUploadProgress()

  // The object URL lives as long as its picture is shown.
  useEffect(() => () => (source ? URL.revokeObjectURL(source.url) : undefined), [source])

  const close = () => {
    setSource(null)
    setProblem(null)
    progress.reset()
    onClose()
  }

  const choose = async (file: File | undefined) => {
    if (!file) return
    const check = await checkImageFile(file, SOURCE_MAX_BYTES)
    if (!check.ok) {
      setProblem(check.error)
      return
    }
    setProblem(null)
    setCrop({ x: 0, y: 0 })
    setZoom(1)
    setSource({ url: URL.createObjectURL(file), format: check.format })
  }

  const save = async () => {
    if (!source || !area) return
    setProblem(null)
    try {
      const avatar = await cropToDataUrl(source.url, area, source.format)
      const check = checkInlineImage(avatar)
      if (!check.ok) {
        setProblem(check.error)
        return
      }
      const { user } = await progress.run(() => upload.mutateAsync({ avatar }))
      applyUser(user)
      toastSuccess(t('avatar.saved'))
      close()
    } catch (error) {
      setProblem(error instanceof BusinessError && error.msg ? { text: error.msg } : 'account:avatar.failed')
    }
  }

  const busy = upload.isPending || progress.busy
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('avatar.title')}
      description={t('avatar.intro')}
      busy={busy}
      submit={{
        label: t('avatar.save'),
        onClick: () => void save(),
        disabled: !source || !area,
        testId: 'avatar-save',
      }}
      testId="avatar-dialog"
    >
      <Stack gap="3">
        <VisuallyHidden>
          <input
            id={inputId}
            ref={input}
            type="file"
            accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
            aria-label={t('avatar.choose')}
            data-testid="avatar-file"
            onChange={(e) => {
              void choose(e.target.files?.[0])
              e.target.value = ''
            }}
          />
        </VisuallyHidden>
        <HStack gap="3" wrap="wrap">
          <Button size="sm" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
            {source ? t('avatar.chooseOther') : t('avatar.choose')}
          </Button>
          <Text fontSize="xs" color="fg.muted">
            {t('avatar.hint')}
          </Text>
        </HStack>
        {source ? (
          <>
            <Box position="relative" h="64" bg="gray.800" rounded="md" overflow="hidden">
              <Cropper
                image={source.url}
                crop={crop}
                zoom={zoom}
                aspect={1}
                cropShape="round"
                showGrid={false}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels) => setArea(pixels)}
                mediaProps={{ alt: t('avatar.picture') }}
                cropperProps={{ role: 'group', 'aria-label': t('avatar.cropArea') }}
              />
            </Box>
            <HStack gap="3">
              <chakra.label htmlFor={`${inputId}-zoom`} fontSize="sm" flexShrink={0}>
                {t('avatar.zoom')}
              </chakra.label>
              <input
                id={`${inputId}-zoom`}
                type="range"
                min={1}
                max={3}
                step={0.05}
                value={zoom}
                onChange={(e) => setZoom(Number(e.target.value))}
                style={{ flex: 1 }}
                data-testid="avatar-zoom"
              />
            </HStack>
          </>
        ) : null}
        {busy ? <UploadProgressBar percent={progress.percent} label={t('avatar.progress')} /> : null}
        {problem ? (
          <Text fontSize="sm" color="fg.error" role="alert" data-testid="avatar-problem">
            {errorText(problem)}
          </Text>
        ) : null}
      </Stack>
    </FormDialog>
  )
}
