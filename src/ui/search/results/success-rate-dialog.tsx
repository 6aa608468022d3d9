import { Button, Input, SimpleGrid, Spinner, Stack, Text, HStack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { successRateQuery } from '../../../api/search-extra'
import { successRateRequestSchema, type SuccessRateRequest } from '../../../api/schemas/search-extra'
import type { MessageKey } from '../../../domain/message-key'
import type { SearchQuery } from '../../../domain/search-query'
import { FormDialog } from '../../kit/form-dialog'
import { FormField } from '../../kit/form-field'
import { LoadFailed } from '../../kit/load-failed'
import { SuccessRateClass } from './success-rate-class'

type Errors = Partial<Record<'niceChoosedStr' | 'groupChoosedStr' | 'tradeMarkText', MessageKey>>

/** Checks the form with the call's own schema (the mock checks the same); the first message per field. */
function check(body: SuccessRateRequest): { ok: true } | { ok: false; errors: Errors } {
  const parsed = successRateRequestSchema.safeParse(body)
  if (parsed.success) return { ok: true }
  const errors: Errors = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof Errors
    // The schema's messages are keys of our words (namespace:key).
    errors[field] ??= issue.message as MessageKey
  }
  return { ok: false, errors }
}

/**
 * The results page's registration-likelihood estimate (tmInfo/analyzeSuccessRate) for the searched word, per
 * class the user names (the query's classes to begin with). An estimate from the register, labelled as one.
 */
export function SuccessRateDialog({ query }: { query: SearchQuery }) {
  const { t } = useTranslation('searchExtra')
  const [open, setOpen] = useState(false)
  const [classes, setClasses] = useState('')
  const [groups, setGroups] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [asked, setAsked] = useState<SuccessRateRequest | null>(null)
  const estimate = useQuery({ ...successRateQuery(asked), enabled: asked !== null })

  const submit = () => {
    const body: SuccessRateRequest = {
      tradeMarkText: query.tradeMarkText,
      niceChoosedStr: classes,
      ...(groups.trim() ? { groupChoosedStr: groups } : {}),
      countries: query.countries,
    }
    const result = check(body)
    setErrors(result.ok ? {} : result.errors)
    if (result.ok) setAsked(body)
  }

  return (
    <FormDialog
      open={open}
      onOpen={() => {
        setClasses(query.niceChoosedStr)
        setGroups(query.groupChoosedStr)
        setErrors({})
        setAsked(null)
        setOpen(true)
      }}
      onClose={() => setOpen(false)}
      trigger={
        <Button size="xs" variant="outline" colorPalette="blue" data-testid="chance-open">
          {t('chance.open')}
        </Button>
      }
      title={t('chance.title', { name: query.tradeMarkText })}
      description={t('chance.estimateNote')}
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
      submit={{ label: t('chance.run'), testId: 'chance-run' }}
      busy={estimate.isFetching}
      cancelLabel={t('chance.close')}
      size="xl"
      scrollBehavior="inside"
      testId="chance-dialog"
    >
      <Stack gap="4">
        {errors.tradeMarkText ? (
          <Text color="fg.error" role="alert">
            {t('chance.wordNeeded')}
          </Text>
        ) : null}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormField
            label={t('chance.classes')}
            helperText={t('chance.classesHelp')}
            error={errors.niceChoosedStr}
            errorTestId="chance-classes-error"
            required
          >
            <Input
              value={classes}
              onChange={(e) => setClasses(e.target.value)}
              data-testid="chance-classes"
            />
          </FormField>
          <FormField
            label={t('chance.groups')}
            helperText={t('chance.groupsHelp')}
            error={errors.groupChoosedStr}
          >
            <Input value={groups} onChange={(e) => setGroups(e.target.value)} data-testid="chance-groups" />
          </FormField>
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted" data-testid="chance-method">
          {t('chance.method')}
        </Text>
        {estimate.isPending && asked ? (
          <HStack gap="2" color="fg.muted">
            <Spinner size="sm" />
            <Text>{t('chance.loading')}</Text>
          </HStack>
        ) : null}
        {estimate.isError ? (
          <LoadFailed message={t('chance.loadError')} onRetry={() => void estimate.refetch()} />
        ) : null}
        {estimate.data ? (
          <Stack gap="3" data-testid="chance-result">
            {estimate.data.classes.map((c) => (
              <SuccessRateClass key={c.no} estimate={c} />
            ))}
          </Stack>
        ) : null}
      </Stack>
    </FormDialog>
  )
}
