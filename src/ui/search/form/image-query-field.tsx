import { Box, Button, Code, HStack, Image, Stack, Text } from '@chakra-ui/react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MessageKey } from '../../../domain/message-key'
import { FormField } from '../../kit/form-field'
import { FormFieldNote } from '../../kit/form-field-note'
import { readQueryImage } from './query-image'
import { queryImagePreview, saveQueryImagePreview } from './query-image-store'

export interface ImageQueryFieldProps {
  hash: string
  name: string
  onChange: (image: { hash: string; name: string }) => void
  /** Set while words are entered: words and an image cannot be searched together (§5). */
  blockedByText: boolean
  onClearText: () => void
  /** A rule message from the form (image required, words with an image). */
  error?: MessageKey
}

/**
 * The query image: chosen, checked (JPG, PNG, GIF or TIFF under 5 MB), previewed and fingerprinted in the
 * browser. Only the 16-digit fingerprint is searched; the preview stays in this tab's session.
 */
export function ImageQueryField({
  hash,
  name,
  onChange,
  blockedByText,
  onClearText,
  error,
}: ImageQueryFieldProps) {
  const { t } = useTranslation('search')
  const input = useRef<HTMLInputElement>(null)
  const [reading, setReading] = useState(false)
  const [fileError, setFileError] = useState<MessageKey | undefined>()
  const message = fileError ?? error
  const preview = hash ? queryImagePreview(hash) : null

  const pick = async (file: File | undefined) => {
    if (!file) return
    setReading(true)
    setFileError(undefined)
    const result = await readQueryImage(file)
    setReading(false)
    if (!result.ok) {
      setFileError(result.error)
      return
    }
    saveQueryImagePreview(result.hash, result.preview)
    onChange({ hash: result.hash, name: file.name })
  }

  return (
    // The message sits in the column beside the preview, so the field places its own note.
    <FormField
      label={t('image.label')}
      invalid={Boolean(message)}
      disabled={blockedByText}
      data-testid="image-field"
    >
      <HStack gap="4" align="flex-start" wrap="wrap" width="full">
        <Box
          width="40"
          height="40"
          borderWidth="1px"
          borderStyle={preview ? 'solid' : 'dashed'}
          rounded="md"
          bg="bg.subtle"
          display="flex"
          alignItems="center"
          justifyContent="center"
          overflow="hidden"
          flexShrink={0}
        >
          {preview ? (
            <Image
              src={preview}
              alt={t('image.preview', { name })}
              maxW="full"
              maxH="full"
              data-testid="image-preview"
            />
          ) : (
            <Text fontSize="3xl" color="fg.subtle" aria-hidden>
              ⬚
            </Text>
          )}
        </Box>
        <Stack gap="2" flex="1" minW="60">
          <input
            ref={input}
            type="file"
            accept=".jpg,.jpeg,.png,.gif,.tif,.tiff,image/jpeg,image/png,image/gif,image/tiff"
            hidden
            disabled={blockedByText}
            onChange={(e) => {
              void pick(e.target.files?.[0])
              e.target.value = ''
            }}
            data-testid="image-input"
          />
          <HStack gap="2" wrap="wrap">
            <Button
              variant="outline"
              disabled={blockedByText}
              loading={reading}
              loadingText={t('image.reading')}
              onClick={() => input.current?.click()}
              data-testid="image-choose"
            >
              {hash ? t('image.replace') : t('image.choose')}
            </Button>
            {hash ? (
              <Button
                variant="ghost"
                onClick={() => onChange({ hash: '', name: '' })}
                data-testid="image-remove"
              >
                {t('image.remove')}
              </Button>
            ) : null}
          </HStack>
          {hash ? (
            <Text fontSize="sm" color="fg.muted">
              {name} · {t('image.fingerprint')} <Code data-testid="image-hash">{hash}</Code>
            </Text>
          ) : null}
          {blockedByText ? (
            <Stack gap="1" align="flex-start" data-testid="image-blocked">
              <Text fontSize="sm" color="fg.warning">
                {t('image.disabledByText')}
              </Text>
              <Button size="xs" variant="outline" onClick={onClearText} data-testid="image-clear-text">
                {t('image.clearText')}
              </Button>
            </Stack>
          ) : null}
          <FormFieldNote error={message} errorTestId="image-error" helperText={t('image.formats')} />
        </Stack>
      </HStack>
    </FormField>
  )
}
