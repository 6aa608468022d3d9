import { Button, chakra, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useId, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { BusinessError } from '../../../api/client'
import { uploadSpecimenMutation } from '../../../api/registration-marks'
import type { MessageKey } from '../../../domain/message-key'
import type { MarkImage } from '../../../domain/registration/types'
import { useMessage } from '../../kit/message'
import { UploadProgressBar, useUploadProgress } from '../../kit/upload'
import { checkSpecimenFile, specimenIssueText } from './specimen-check'
import { SpecimenImage } from './specimen-image'

export interface SpecimenSlotProps {
  role: 'image' | 'blackImage'
  label: string
  image: MarkImage | null
  alt: string
  onChange: (image: MarkImage | null) => void
  /** The step's issue for this image. */
  error?: MessageKey
  /** Shown under the buttons while there is no error. */
  hint?: ReactNode
  required?: boolean
  /** More actions beside the upload button (generate). */
  actions?: ReactNode
  /** A message from an action of the parent (generation failed), shown like an upload error. */
  actionError?: string | null
}

const kilobytes = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`

/**
 * One specimen image: its preview, upload (checked in the browser first, with the §5 messages), replace and
 * remove, and the upload's progress bar.
 */
export function SpecimenSlot({
  role,
  label,
  image,
  alt,
  onChange,
  error,
  hint,
  required,
  actions,
  actionError,
}: SpecimenSlotProps) {
  const { t, i18n } = useTranslation('regMarks')
  const errorText = useMessage()
  const inputId = useId()
  const noteId = `${inputId}-note`
  const input = useRef<HTMLInputElement>(null)
  // An upload error belongs to the image it was raised for: a new image (generated, say) clears it.
  const [local, setLocal] = useState<{ message: string; at: string | null } | null>(null)
  const current = image?.fileId ?? null
  const localError = local && local.at === current ? local.message : null
  const setLocalError = (message: string | null) => setLocal(message ? { message, at: current } : null)
  const upload = useMutation(uploadSpecimenMutation())
  const progress = useUploadProgress()

  const pick = async (file: File | undefined) => {
    if (!file) return
    const check = await checkSpecimenFile(file)
    if (!check.ok) {
      setLocalError(specimenIssueText(t, check.issue, i18n.language === 'en' ? 'en' : 'zh-CN'))
      return
    }
    setLocalError(null)
    try {
      onChange(await progress.run(() => upload.mutateAsync({ file, role })))
    } catch (e) {
      setLocalError(e instanceof BusinessError ? e.msg : t('image.errors.uploadFailed'))
    }
  }

  const message = localError ?? actionError ?? errorText(error)
  return (
    <Stack gap="2" minW="0" data-testid={`specimen-${role}`}>
      <chakra.label htmlFor={inputId} fontWeight="medium" fontSize="sm">
        {label}
        {required ? (
          <Text as="span" color="fg.error" ms="1" aria-hidden>
            *
          </Text>
        ) : null}
      </chakra.label>
      <HStack align="flex-start" gap="4" wrap="wrap">
        <SpecimenImage image={image} alt={alt} size="40" empty={t('image.empty')} />
        <Stack gap="2" flex="1" minW="48">
          <VisuallyHidden>
            <input
              id={inputId}
              ref={input}
              type="file"
              accept=".jpg,.jpeg,.png,image/jpeg,image/png"
              aria-describedby={noteId}
              aria-invalid={message ? true : undefined}
              data-testid={`specimen-${role}-input`}
              onChange={(e) => {
                void pick(e.target.files?.[0])
                e.target.value = ''
              }}
            />
          </VisuallyHidden>
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              loading={upload.isPending}
              loadingText={t('image.uploading')}
              onClick={() => input.current?.click()}
            >
              {image ? t('image.replace') : role === 'image' ? t('image.upload') : t('image.uploadBlack')}
            </Button>
            {actions}
            {image ? (
              <Button size="sm" variant="ghost" colorPalette="red" onClick={() => onChange(null)}>
                {t('image.remove')}
              </Button>
            ) : null}
          </HStack>
          {upload.isPending ? (
            <UploadProgressBar percent={progress.percent} label={t('image.progress')} />
          ) : null}
          {image ? (
            <Text fontSize="xs" color="fg.muted" data-testid={`specimen-${role}-meta`}>
              {image.source === 'generated'
                ? t('image.sourceGenerated')
                : t('image.sourceUpload', { name: image.fileName })}
              {' · '}
              {t('image.meta', { width: image.width, height: image.height, size: kilobytes(image.size) })}
            </Text>
          ) : null}
          {message ? (
            <Text
              id={noteId}
              fontSize="sm"
              color="fg.error"
              role="alert"
              data-testid={`specimen-${role}-error`}
            >
              {message}
            </Text>
          ) : (
            <Text id={noteId} fontSize="xs" color="fg.muted">
              {hint}
            </Text>
          )}
        </Stack>
      </HStack>
    </Stack>
  )
}
