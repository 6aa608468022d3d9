import { Box, Stack, Text } from '@chakra-ui/react'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import type { DocumentText } from '../../api/schemas/documents'
import { isLowConfidence } from '../../domain/documents/document-text'

/**
 * The lines as OCR read them, each with its confidence; a doubtful line (below LOW_CONFIDENCE) is tinted and
 * its doubtful words are marked, so the reader knows where to look when correcting.
 */
export function OcrLines({ ocr }: { ocr: DocumentText }) {
  const { t } = useTranslation('documents')
  if (ocr.lines.length === 0) return <Text color="fg.muted">{t('ocr.noLines')}</Text>
  return (
    <Stack as="ol" gap="1" listStyleType="none" m="0" p="0" data-testid="ocr-lines">
      {ocr.lines.map((line, i) => {
        const low = isLowConfidence(line.confidence)
        return (
          <Box
            as="li"
            key={i}
            px="2"
            py="1"
            borderRadius="sm"
            bg={low ? 'orange.subtle' : undefined}
            display="flex"
            gap="3"
            justifyContent="space-between"
            data-low={low || undefined}
          >
            <Text fontSize="sm">
              {line.words.length
                ? line.words.map((w, k) => (
                    <Fragment key={k}>
                      {k > 0 ? ' ' : ''}
                      {isLowConfidence(w.confidence) ? (
                        <Text
                          as="mark"
                          bg="orange.muted"
                          px="0.5"
                          title={t('ocr.wordConfidence', { value: Math.round(w.confidence) })}
                        >
                          {w.text}
                        </Text>
                      ) : (
                        w.text
                      )}
                    </Fragment>
                  ))
                : line.text}
            </Text>
            <Text
              fontSize="xs"
              color={low ? 'orange.fg' : 'fg.muted'}
              flexShrink={0}
              title={t('ocr.lineConfidence', { value: Math.round(line.confidence) })}
            >
              {Math.round(line.confidence)}%{low ? ` · ${t('ocr.check')}` : ''}
            </Text>
          </Box>
        )
      })}
    </Stack>
  )
}
