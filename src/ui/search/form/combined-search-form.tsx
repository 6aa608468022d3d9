import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { resetCombinedDraft, type CombinedDraftKey } from '../../../state/query'
import { ChoiceField } from '../../kit/choice-field'
import { ClassField } from './class-field'
import { CombinedCriteria } from './combined-criteria'
import { CountryField } from './country-field'
import { CriteriaAlert } from './criteria-alert'
import { DateRangeField } from './date-range-field'
import { DegreeField } from './degree-field'
import { FormSection } from './form-section'
import { SearchTextField } from './search-text-field'
import { StatusField } from './status-field'
import { useCombinedSearch } from './use-combined-search'

const DATE_FIELDS = ['trialDate', 'regDate', 'privateDate'] as const

/** Every field of the query state at once (/query/high, /query/queryEdit). */
export function CombinedSearchForm({ draftKey }: { draftKey: CombinedDraftKey }) {
  const { t } = useTranslation('search')
  const { draft, errors, set, setClassScope, submit, reset } = useCombinedSearch(draftKey)
  const { query } = draft
  const hasErrors = Object.keys(errors).length > 0

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (!submit()) {
      // Brings the first message into view; the fields carry aria-invalid for screen readers.
      requestAnimationFrame(() =>
        document
          .querySelector('[data-invalid], [data-testid="criteria-error"]')
          ?.scrollIntoView({ block: 'center' }),
      )
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('page.highTitle')} data-testid="combined-search-form">
      <Stack gap="4">
        <FormSection title={t('sections.criteria')}>
          <ChoiceField
            label={t('mode.label')}
            value={query.queryMode}
            options={[
              { value: 'loose', label: t('mode.loose') },
              { value: 'strict', label: t('mode.strict') },
            ]}
            onChange={(mode) => set('queryMode', mode)}
            helper={query.queryMode === 'strict' ? t('mode.highStrictHelp') : t('mode.highLooseHelp')}
            testId="high-mode"
          />
          <CombinedCriteria query={query} errors={errors} onChange={(field, value) => set(field, value)} />
        </FormSection>

        <FormSection title={t('sections.scope')}>
          <CountryField
            value={query.countries}
            onChange={(v) => set('countries', v)}
            error={errors.countries}
            testId="high-countries"
          />
          <ClassField
            scope={draft.classScope}
            value={query.niceChoosedStr}
            onScopeChange={setClassScope}
            onChange={(v) => set('niceChoosedStr', v)}
            error={errors.niceChoosedStr}
            testId="high-nice"
          />
          <SearchTextField
            label={t('fields.groupChoosedStr')}
            value={query.groupChoosedStr}
            onChange={(v) => set('groupChoosedStr', v)}
            error={errors.groupChoosedStr}
            helper={t('help.groupChoosedStr')}
            placeholder={t('placeholders.groupChoosedStr')}
            testId="high-groupChoosedStr"
          />
          <StatusField value={query.status} onChange={(v) => set('status', v)} testId="high-status" />
          <DegreeField value={query.degree} onChange={(v) => set('degree', v)} testId="high-degree" />
        </FormSection>

        <FormSection title={t('sections.dates')}>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {DATE_FIELDS.map((field) => (
              <DateRangeField
                key={field}
                label={t(`fields.${field}`)}
                value={query[field]}
                onChange={(range) => set(field, range)}
                error={errors[field]}
                testId={`high-${field}`}
              />
            ))}
          </SimpleGrid>
        </FormSection>

        <CriteriaAlert error={errors.criteria} />
        <HStack gap="3" justify="flex-end" position="sticky" bottom="0" bg="bg" py="3" borderTopWidth="1px">
          {hasErrors ? (
            <Text color="fg.error" fontSize="sm" mr="auto" role="status" data-testid="form-error-summary">
              {t('errors.summary')}
            </Text>
          ) : null}
          <Button
            variant="ghost"
            onClick={() => {
              resetCombinedDraft(draftKey)
              reset()
            }}
            data-testid="high-reset"
          >
            {t('actions.reset')}
          </Button>
          <Button type="submit" colorPalette="blue" minW="32" data-testid="high-submit">
            {t('actions.search')}
          </Button>
        </HStack>
      </Stack>
    </form>
  )
}
