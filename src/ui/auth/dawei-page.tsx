import { Box, Card, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { CallsToAction } from './calls-to-action'
import { ServiceGrid } from './service-grid'

const AUDIENCES = ['enterprise', 'agency', 'individual'] as const

/** /dawei: the public welcome page: what the portal promises, what it covers, for whom, and how to start. */
export function DaweiPage() {
  const { t } = useTranslation('auth')
  return (
    <>
      <Box
        as="section"
        aria-labelledby="dawei-title"
        color="white"
        bgGradient="to-br"
        gradientFrom="blue.800"
        gradientTo="teal.600"
        py={{ base: '14', md: '24' }}
      >
        <Container maxW="4xl" textAlign="center">
          <Stack gap="6" align="center">
            <Text
              fontSize="sm"
              fontWeight="semibold"
              letterSpacing="wide"
              textTransform="uppercase"
              opacity={0.85}
            >
              {t('dawei.hero.eyebrow')}
            </Text>
            <Heading id="dawei-title" as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="shorter">
              {t('dawei.hero.title')}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} opacity={0.9} maxW="3xl">
              {t('dawei.hero.subtitle')}
            </Text>
            <CallsToAction onDark />
          </Stack>
        </Container>
      </Box>

      <Container maxW="6xl" py={{ base: '12', md: '16' }}>
        <Stack gap={{ base: '12', md: '16' }}>
          <ServiceGrid />

          <Stack as="section" gap="8" aria-labelledby="dawei-audience-title">
            <Heading id="dawei-audience-title" as="h2" size="2xl" textAlign="center">
              {t('dawei.audience.title')}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
              {AUDIENCES.map((audience) => (
                <Card.Root key={audience} variant="subtle" colorPalette="blue" bg="colorPalette.subtle">
                  <Card.Body gap="2">
                    <Heading as="h3" size="lg" color="colorPalette.fg">
                      {t(`dawei.audience.items.${audience}.title`)}
                    </Heading>
                    <Text color="fg.muted">{t(`dawei.audience.items.${audience}.text`)}</Text>
                  </Card.Body>
                </Card.Root>
              ))}
            </SimpleGrid>
          </Stack>

          <Stack
            as="section"
            aria-labelledby="dawei-closing-title"
            gap="4"
            align="center"
            textAlign="center"
            p={{ base: '8', md: '12' }}
            borderRadius="l3"
            bg="white"
            borderWidth="1px"
            boxShadow="sm"
          >
            <Heading id="dawei-closing-title" as="h2" size="2xl">
              {t('dawei.closing.title')}
            </Heading>
            <Text color="fg.muted">{t('dawei.closing.text')}</Text>
            <CallsToAction />
          </Stack>
        </Stack>
      </Container>
    </>
  )
}
