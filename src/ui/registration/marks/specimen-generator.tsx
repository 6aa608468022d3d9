import { Box, Button, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BusinessError } from '../../../api/client'
import { generateBlackMutation, generateSpecimenMutation } from '../../../api/registration-marks'
import type { MarkImage } from '../../../domain/registration/types'

export const INKS = [
  { id: 'black', hex: '#000000' },
  { id: 'red', hex: '#C8102E' },
  { id: 'blue', hex: '#0B5FA5' },
  { id: 'green', hex: '#1B7F5B' },
  { id: 'gold', hex: '#B8860B' },
  { id: 'purple', hex: '#6A1B9A' },
] as const

// The same typefaces the specimen is set in, so the choice previews what will be drawn.
const FAMILIES = {
  sans: "'Helvetica Neue',Arial,'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif",
  serif: "Georgia,'Times New Roman','Songti SC',SimSun,'Noto Serif CJK SC',serif",
} as const

export interface SpecimenGeneratorProps {
  text: string
  /** A colour mark gets a coloured specimen and its black-and-white version together. */
  colour: boolean
  onGenerated: (image: MarkImage, black: MarkImage | null) => void
  onCancel: () => void
}

/** trademark/generate (and generateBlack for colour marks): the text set as a clean 800 × 800 specimen. */
export function SpecimenGenerator({ text, colour, onGenerated, onCancel }: SpecimenGeneratorProps) {
  const { t } = useTranslation('regMarks')
  const titleId = useId()
  const [font, setFont] = useState<'sans' | 'serif'>('sans')
  const [ink, setInk] = useState<string>(INKS[1].hex)
  const [error, setError] = useState<string | null>(null)
  const generate = useMutation(generateSpecimenMutation())
  const black = useMutation(generateBlackMutation())
  const busy = generate.isPending || black.isPending
  const words = text.trim()

  const run = async () => {
    setError(null)
    try {
      const image = await generate.mutateAsync({ text: words, font, color: colour ? ink : '#000000' })
      const bw = colour ? await black.mutateAsync({ fileId: image.fileId }) : null
      onGenerated(image, bw)
    } catch (e) {
      setError(e instanceof BusinessError ? e.msg : t('image.errors.generateFailed'))
    }
  }

  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      borderWidth="1px"
      rounded="md"
      p="4"
      bg="bg.subtle"
      data-testid="specimen-generator"
    >
      <Stack gap="3">
        <div>
          <Text id={titleId} fontWeight="semibold">
            {t('generator.title')}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('generator.intro')}
          </Text>
        </div>
        <Text fontSize="sm">
          {t('generator.text')}:{' '}
          {words ? (
            <Text as="strong">{words}</Text>
          ) : (
            <Text as="span" color="fg.error">
              {t('generator.needText')}
            </Text>
          )}
        </Text>
        <RadioGroup.Root
          value={font}
          onValueChange={(e) => setFont(e.value === 'serif' ? 'serif' : 'sans')}
          aria-label={t('generator.font')}
          size="sm"
        >
          <Text fontSize="sm" fontWeight="medium" mb="1">
            {t('generator.font')}
          </Text>
          <HStack gap="6" wrap="wrap">
            {(['sans', 'serif'] as const).map((f) => (
              <RadioGroup.Item key={f} value={f}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  {t(`generator.${f}`)}
                  <Text as="span" ms="2" fontWeight="bold" style={{ fontFamily: FAMILIES[f] }}>
                    {words.slice(0, 12) || 'Aa 商标'}
                  </Text>
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
        <div>
          <Text fontSize="sm" fontWeight="medium" mb="1">
            {t('generator.ink')}
          </Text>
          {colour ? (
            <HStack gap="2" wrap="wrap" role="radiogroup" aria-label={t('generator.ink')}>
              {INKS.map((c) => (
                <button
                  key={c.id}
                  type="button"
                  role="radio"
                  aria-checked={ink.toUpperCase() === c.hex}
                  aria-label={t(`generator.colours.${c.id}`)}
                  title={t(`generator.colours.${c.id}`)}
                  onClick={() => setInk(c.hex)}
                  style={{
                    width: 28,
                    height: 28,
                    borderRadius: 999,
                    background: c.hex,
                    border: '2px solid white',
                    boxShadow: ink.toUpperCase() === c.hex ? '0 0 0 2px #2563eb' : '0 0 0 1px #d4d4d8',
                    cursor: 'pointer',
                  }}
                />
              ))}
              <HStack as="label" gap="1" fontSize="sm">
                <input
                  type="color"
                  value={ink}
                  aria-label={t('generator.colours.custom')}
                  onChange={(e) => setInk(e.target.value.toUpperCase())}
                  style={{ width: 32, height: 28, padding: 0, border: 0, background: 'none' }}
                />
                {t('generator.colours.custom')}
              </HStack>
            </HStack>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {t('generator.inkBlackOnly')}
            </Text>
          )}
        </div>
        {error ? (
          <Text fontSize="sm" color="fg.error" role="alert">
            {error}
          </Text>
        ) : null}
        <HStack gap="2">
          <Button
            size="sm"
            colorPalette="blue"
            disabled={!words}
            loading={busy}
            loadingText={t('generator.generating')}
            onClick={() => void run()}
            data-testid="specimen-generate"
          >
            {colour ? t('generator.submitBoth') : t('generator.submit')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onCancel} disabled={busy}>
            {t('generator.cancel')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  )
}
