import { Box, Button, Card, HStack, Stack, Tabs, Text } from '@chakra-ui/react'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FAST_WAYS, resetFastDraft, setFastValue, type FastWay } from '../../../state/query'
import { ChoiceField } from '../../kit/choice-field'
import { ClassField } from './class-field'
import { CountryField } from './country-field'
import { CriteriaAlert } from './criteria-alert'
import { DegreeField } from './degree-field'
import { FastWayField } from './fast-way-field'
import { filledWays } from './form-rules'
import { FormSection } from './form-section'
import { useFastSearch } from './use-fast-search'

/** /query/fast: one tab per way of searching, the strict or broad mode, and the scope all ways share. */
export function FastSearchForm() {
  const { t } = useTranslation('search')
  const { draft, errors, errorsByWay, alert, set, submit, reset } = useFastSearch()
  const filled = new Set(filledWays(draft))
  // Levels apply to word and image similarity; in the broad mode several ways may be searched together.
  const showDegree = draft.queryMode === 'loose' || draft.way === 'similar' || draft.way === 'image'

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    submit()
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('page.fastTitle')} data-testid="fast-search-form">
      <Stack gap="4">
        <Card.Root variant="outline">
          <Card.Body>
            <Tabs.Root
              value={draft.way}
              onValueChange={(e) => set({ way: e.value as FastWay })}
              variant="enclosed"
              size="sm"
              fitted={false}
            >
              <Box overflowX="auto" pb="1">
                <Tabs.List aria-label={t('ways.label')}>
                  {FAST_WAYS.map((way) => (
                    <Tabs.Trigger key={way} value={way} data-testid={`fast-tab-${way}`}>
                      {t(`ways.${way}`)}
                      {errorsByWay[way] ? (
                        <Box as="span" width="1.5" height="1.5" rounded="full" bg="fg.error" aria-hidden />
                      ) : filled.has(way) && way !== draft.way ? (
                        <Box
                          as="span"
                          width="1.5"
                          height="1.5"
                          rounded="full"
                          bg="blue.solid"
                          title={t('ways.filled')}
                        />
                      ) : null}
                    </Tabs.Trigger>
                  ))}
                </Tabs.List>
              </Box>
              {FAST_WAYS.map((way) => (
                <Tabs.Content key={way} value={way} pt="4">
                  <FastWayField
                    way={way}
                    draft={draft}
                    error={errorsByWay[way]}
                    onValue={setFastValue}
                    onImage={({ hash, name }) => set({ imageHash: hash, imageName: name })}
                  />
                </Tabs.Content>
              ))}
            </Tabs.Root>
            <HStack justify="space-between" align="flex-end" wrap="wrap" gap="4" mt="4">
              <ChoiceField
                label={t('mode.label')}
                value={draft.queryMode}
                options={[
                  { value: 'strict', label: t('mode.strict') },
                  { value: 'loose', label: t('mode.loose') },
                ]}
                onChange={(mode) => set({ queryMode: mode })}
                helper={draft.queryMode === 'strict' ? t('mode.strictHelp') : t('mode.looseHelp')}
                testId="fast-mode"
              />
              <HStack gap="2">
                <Button
                  variant="ghost"
                  onClick={() => {
                    resetFastDraft()
                    reset()
                  }}
                  data-testid="fast-reset"
                >
                  {t('actions.reset')}
                </Button>
                <Button type="submit" colorPalette="blue" minW="32" data-testid="fast-submit">
                  {t('actions.search')}
                </Button>
              </HStack>
            </HStack>
          </Card.Body>
        </Card.Root>

        <CriteriaAlert error={alert} />

        <FormSection title={t('sections.scope')}>
          <CountryField
            value={draft.countries}
            onChange={(countries) => set({ countries })}
            error={errors.countries}
            testId="fast-countries"
          />
          <ClassField
            scope={draft.classScope}
            value={draft.niceChoosedStr}
            onScopeChange={(classScope) => set({ classScope })}
            onChange={(niceChoosedStr) => set({ niceChoosedStr })}
            error={errors.niceChoosedStr}
            testId="fast-nice"
          />
          {showDegree ? (
            <DegreeField value={draft.degree} onChange={(degree) => set({ degree })} testId="fast-degree" />
          ) : null}
          {Object.keys(errors).length > 0 && !alert ? (
            <Text color="fg.error" fontSize="sm" role="status">
              {t('errors.summary')}
            </Text>
          ) : null}
        </FormSection>
      </Stack>
    </form>
  )
}
