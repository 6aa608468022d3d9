import { Box, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useRootState } from '../../../state/root'

export interface DocumentSection {
  key: string
  /** The section's label; a notice's single body has none. */
  title?: string
  paragraphsZh: readonly string[]
  paragraphsEn: readonly string[]
}

/**
 * A court's or CNIPA's document laid out as issued: the issuer, the kind of document and its number centred
 * on top, the text section by section, and the signatures and date at the bottom right.
 */
export function OfficialDocument({
  issuer,
  title,
  number,
  sections,
  signature,
}: {
  issuer: string
  title: string
  number: string
  sections: readonly DocumentSection[]
  signature: ReactNode
}) {
  const { lang } = useRootState()
  const en = lang === 'en'
  return (
    <Box as="article" bg="bg" borderWidth="1px" borderRadius="md" px={{ base: '4', md: '12' }} py="8">
      <Stack gap="1" align="center" textAlign="center" mb="6">
        <Heading as="h1" size="xl" data-testid="document-issuer">
          {issuer}
        </Heading>
        <Heading as="h2" size="lg" letterSpacing={en ? undefined : 'widest'} data-testid="document-title">
          {title}
        </Heading>
        <Text fontFamily="mono" data-testid="document-number">
          {number}
        </Text>
      </Stack>
      <Stack gap="5">
        {sections.map((s) => (
          <Stack key={s.key} as="section" gap="2" data-section={s.key} aria-label={s.title ?? title}>
            {s.title ? (
              <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                {s.title}
              </Text>
            ) : null}
            {(en ? s.paragraphsEn : s.paragraphsZh).map((p, k) => (
              <Text key={k} textIndent={en ? undefined : '2em'} lineHeight="tall">
                {p}
              </Text>
            ))}
          </Stack>
        ))}
      </Stack>
      <Separator my="6" />
      <HStack justify="flex-end">
        <Stack gap="1" fontSize="sm" textAlign="right" data-testid="document-signature">
          {signature}
        </Stack>
      </HStack>
    </Box>
  )
}
