import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { similarMarksQuery, type SimilarInput } from '../../../api/registration-marks'
import { normaliseMarkName } from '../../../domain/registration/marks'
import type { RegistrationRegion } from '../../../domain/registration/types'
import { SimilarResult } from './similar-result'

export interface SimilarCheckPanelProps {
  region: RegistrationRegion
  name: string
  classes: readonly string[]
}

function inputFor(region: RegistrationRegion, name: string, classes: string[]): SimilarInput {
  return region === 'mainland' || region === 'hk'
    ? { scope: 'china', name, classes, region }
    : { scope: 'abroad', name, classes, countries: [] }
}

/**
 * The "AI check": the name compared with the register in the chosen classes (aiSimilarQuery for mainland
 * and Hong Kong filings, euAiSimilarQuery for global and Madrid), run on request, with the risk, the closest
 * live marks and a link to the full search. It says plainly that it is advisory.
 */
export function SimilarCheckPanel({ region, name, classes }: SimilarCheckPanelProps) {
  const { t, i18n } = useTranslation('regMarks')
  const lang = i18n.language === 'en' ? 'en' : 'zh-CN'
  const current = normaliseMarkName(name).trim().replace(/\s+/g, ' ')
  const sorted = [...classes].sort()
  const [asked, setAsked] = useState<SimilarInput | null>(null)
  const result = useQuery({
    ...similarMarksQuery(asked ?? inputFor(region, '', [])),
    enabled: asked !== null,
  })
  const next = inputFor(region, current, sorted)
  const stale = asked !== null && JSON.stringify(asked) !== JSON.stringify(next)
  const scope = region === 'mainland' || region === 'hk' ? region : 'abroad'

  return (
    <Stack gap="3" data-testid="similar-check">
      <Text fontSize="sm" color="fg.muted">
        {t('ai.intro')}
      </Text>
      <HStack gap="3" wrap="wrap" fontSize="sm">
        <Badge variant="surface">{t(`ai.scope.${scope}`)}</Badge>
        <Badge variant="surface">
          {sorted.length ? t('ai.classesSome', { classes: sorted.join(', ') }) : t('ai.classesAll')}
        </Badge>
        <Button
          size="sm"
          colorPalette="blue"
          variant={asked ? 'outline' : 'solid'}
          disabled={!current}
          loading={result.isFetching}
          loadingText={t('ai.running')}
          onClick={() => {
            if (asked && !stale) void result.refetch()
            else setAsked(next)
          }}
          data-testid="similar-run"
        >
          {asked ? t('ai.rerun') : t('ai.run')}
        </Button>
      </HStack>
      {!current ? (
        <Text fontSize="sm" color="fg.muted">
          {t('ai.needName')}
        </Text>
      ) : null}
      {stale ? (
        <Text fontSize="sm" color="fg.warning" data-testid="similar-stale">
          {t('ai.stale')}
        </Text>
      ) : null}
      {result.isError ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {t('ai.failed')}
        </Text>
      ) : null}
      {result.data && asked ? <SimilarResult answer={result.data} lang={lang} /> : null}
      <Text fontSize="xs" color="fg.muted">
        {t('ai.disclaimer')}
      </Text>
    </Stack>
  )
}
