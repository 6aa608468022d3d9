import {
  Box,
  Button,
  Container,
  Heading,
  HStack,
  Link as ChakraLink,
  List,
  Stack,
  Text,
} from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../domain/format'
import { useRootState } from '../../state/root'

/** The sections of each document, in order (their words are in the legal namespace). */
const SECTIONS = {
  terms: [
    'services',
    'account',
    'applicants',
    'fees',
    'refunds',
    'deadlines',
    'conduct',
    'ip',
    'liability',
    'law',
    'termsChanges',
  ],
  privacy: [
    'collect',
    'use',
    'share',
    'transfer',
    'storage',
    'security',
    'rights',
    'storageLocal',
    'minors',
    'privacyChanges',
  ],
} as const

export type LegalDocument = keyof typeof SECTIONS
type SectionKey = (typeof SECTIONS)[LegalDocument][number]

/** When the current texts took effect. */
const UPDATED = '2026-11-01'

export interface LegalPageProps {
  doc: LegalDocument
}

/** The Terms of Service or the Privacy Policy (/terms, /privacy): public, linked from registration. */
export function LegalPage({ doc }: LegalPageProps) {
  const { t } = useTranslation('legal')
  const { lang } = useRootState()
  const sections: readonly SectionKey[] = SECTIONS[doc]
  const section = (key: SectionKey) => ({
    title: t(`sections.${key}.title`),
    body: t(`sections.${key}.body`),
  })
  return (
    <Container as="article" maxW="3xl" py={{ base: '6', md: '10' }} data-testid={`legal-${doc}`}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            {t(`${doc}.title`)}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('updated', { date: formatDate(UPDATED, lang) })}
          </Text>
          <Text>{t(`${doc}.intro`)}</Text>
        </Stack>
        <Box as="nav" aria-label={t('contents')} borderWidth="1px" borderRadius="md" p="4" bg="bg">
          <Text fontWeight="semibold" mb="2">
            {t('contents')}
          </Text>
          <List.Root as="ol" listStyle="none" gap="1">
            {sections.map((key) => (
              <List.Item key={key}>
                <ChakraLink href={`#${key}`} colorPalette="blue" fontSize="sm">
                  {section(key).title}
                </ChakraLink>
              </List.Item>
            ))}
          </List.Root>
        </Box>
        {sections.map((key) => {
          const { title, body } = section(key)
          return (
            <Stack
              as="section"
              key={key}
              id={key}
              gap="2"
              aria-labelledby={`${key}-title`}
              scrollMarginTop="4"
            >
              <Heading as="h2" size="md" id={`${key}-title`}>
                {title}
              </Heading>
              {body.split('\n').map((paragraph) => (
                <Text key={paragraph} lineHeight="tall">
                  {paragraph}
                </Text>
              ))}
            </Stack>
          )
        })}
        <HStack gap="3" wrap="wrap" className="no-print">
          <Button asChild colorPalette="blue" variant="outline" size="sm">
            <RouterLink to="/auth" search={{ tab: 'register' }}>
              {t('backToRegister')}
            </RouterLink>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => window.print()}>
            {t('print')}
          </Button>
        </HStack>
      </Stack>
    </Container>
  )
}
