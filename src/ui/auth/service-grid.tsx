import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

const SERVICES = [
  { key: 'search', accent: 'blue' },
  { key: 'registration', accent: 'teal' },
  { key: 'changes', accent: 'cyan' },
  { key: 'disputes', accent: 'orange' },
  { key: 'monitoring', accent: 'purple' },
  { key: 'protection', accent: 'red' },
  { key: 'patent', accent: 'green' },
  { key: 'copyright', accent: 'pink' },
  { key: 'cases', accent: 'gray' },
] as const

/** The service areas of the portal, one card each. */
export function ServiceGrid() {
  const { t } = useTranslation('auth')
  return (
    <Stack as="section" gap="8" aria-labelledby="dawei-services-title">
      <Stack gap="2" textAlign="center" maxW="2xl" mx="auto">
        <Heading id="dawei-services-title" as="h2" size="2xl">
          {t('dawei.services.title')}
        </Heading>
        <Text color="fg.muted">{t('dawei.services.subtitle')}</Text>
      </Stack>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
        {SERVICES.map(({ key, accent }) => (
          <Card.Root
            as="li"
            key={key}
            colorPalette={accent}
            borderTopWidth="4px"
            borderTopColor="colorPalette.solid"
            transition="box-shadow 0.2s, transform 0.2s"
            _hover={{ boxShadow: 'md', transform: 'translateY(-2px)' }}
          >
            <Card.Body gap="2">
              <Heading as="h3" size="md">
                {t(`dawei.services.items.${key}.title`)}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {t(`dawei.services.items.${key}.text`)}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  )
}
