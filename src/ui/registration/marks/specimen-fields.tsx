import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BusinessError } from '../../../api/client'
import { generateBlackMutation, imageRulesQuery } from '../../../api/registration-marks'
import {
  MARK_IMAGE_MAX_BYTES,
  MARK_IMAGE_MIN_SIDE,
  megabytes,
  needsBlackImage,
} from '../../../domain/registration/marks'
import type { MessageKey } from '../../../domain/message-key'
import type { MarkImage, TrademarkDraft } from '../../../domain/registration/types'
import { SpecimenGenerator } from './specimen-generator'
import { SpecimenSlot } from './specimen-slot'

export interface SpecimenFieldsProps {
  value: TrademarkDraft
  onPatch: (patch: Partial<TrademarkDraft>) => void
  errors: Record<string, MessageKey>
}

/**
 * The specimen and, for a mark in colour, its black-and-white version: uploaded, or generated from the text
 * (word marks) and from the colour image. Replacing the specimen drops a black-and-white version that was
 * generated from the old one.
 */
export function SpecimenFields({ value, onPatch, errors }: SpecimenFieldsProps) {
  const { t, i18n } = useTranslation('regMarks')
  const [generatorOpen, setGeneratorOpen] = useState(false)
  const [blackError, setBlackError] = useState<string | null>(null)
  const rules = useQuery(imageRulesQuery(i18n.language))
  const makeBlack = useMutation(generateBlackMutation())
  const colour = needsBlackImage(value)
  const canGenerate = value.markType === 'word'
  const hint =
    rules.data?.hint ??
    t('image.hintFallback', { mb: megabytes(MARK_IMAGE_MAX_BYTES), side: MARK_IMAGE_MIN_SIDE })
  const named = value.name.trim()
  const alt = named ? t('image.alt', { name: named }) : t('image.altUnnamed')

  const setImage = (image: MarkImage | null) =>
    onPatch({ image, blackImage: value.blackImage?.source === 'generated' ? null : value.blackImage })

  const blackFromColour = async () => {
    if (!value.image) return
    setBlackError(null)
    try {
      onPatch({ blackImage: await makeBlack.mutateAsync({ fileId: value.image.fileId }) })
    } catch (e) {
      setBlackError(e instanceof BusinessError ? e.msg : t('image.errors.generateFailed'))
    }
  }

  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, lg: colour ? 2 : 1 }} gap="6">
        <SpecimenSlot
          role="image"
          label={t('image.label')}
          image={value.image}
          alt={alt}
          required
          onChange={setImage}
          error={errors.image}
          hint={
            <>
              {hint}
              {canGenerate ? null : (
                <Text as="span" display="block" mt="1">
                  {t('image.designOnlyUpload')}
                </Text>
              )}
            </>
          }
          actions={
            canGenerate && !generatorOpen ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => setGeneratorOpen(true)}
                data-testid="open-generator"
              >
                {t('generator.open')}
              </Button>
            ) : null
          }
        />
        {colour ? (
          <SpecimenSlot
            role="blackImage"
            label={t('image.blackLabel')}
            image={value.blackImage}
            alt={named ? t('image.blackAlt', { name: named }) : t('image.altUnnamed')}
            required
            onChange={(blackImage) => {
              setBlackError(null)
              onPatch({ blackImage })
            }}
            error={errors.blackImage}
            actionError={blackError}
            hint={value.image ? t('image.blackHelp') : t('image.blackWaiting')}
            actions={
              value.image ? (
                <Button
                  size="sm"
                  variant="outline"
                  loading={makeBlack.isPending}
                  onClick={() => void blackFromColour()}
                  data-testid="black-from-colour"
                >
                  {t('image.blackFromColour')}
                </Button>
              ) : null
            }
          />
        ) : null}
      </SimpleGrid>
      {canGenerate && generatorOpen ? (
        <SpecimenGenerator
          text={value.name}
          colour={colour}
          onCancel={() => setGeneratorOpen(false)}
          onGenerated={(image, black) => {
            setGeneratorOpen(false)
            setBlackError(null)
            onPatch({
              image,
              blackImage: black ?? (value.blackImage?.source === 'generated' ? null : value.blackImage),
            })
          }}
        />
      ) : null}
    </Stack>
  )
}
