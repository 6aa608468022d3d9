import { Button, HStack, Input, SimpleGrid } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { documentFilterFormSchema, type DocumentFilterForm } from '../../api/schemas/official-documents'
import type { DocumentSearch } from '../../domain/official-documents'
import { DateInput } from '../kit/date-input'
import { FormField } from '../kit/form-field'
import { useFieldMessage } from '../kit/message'

export interface DocumentFilterBarProps {
  value: DocumentSearch
  /** The checked filters; '' stands for "any". */
  onApply: (filters: { q: string; from: string; to: string }) => void
  onReset: () => void
}

const toForm = (s: DocumentSearch): DocumentFilterForm => ({
  q: s.q ?? '',
  from: s.from ?? '',
  to: s.to ?? '',
})

/** The keyword and issue-day filters of the documents list, checked before they are applied. */
export function DocumentFilterBar({ value, onApply, onReset }: DocumentFilterBarProps) {
  const { t } = useTranslation('officialDocs')
  const fieldMessage = useFieldMessage()
  const form = useForm<DocumentFilterForm>({
    mode: 'onTouched',
    resolver: zodResolver(documentFilterFormSchema),
    values: toForm(value),
  })
  const { errors } = form.formState
  const submit = form.handleSubmit((f) => onApply({ q: f.q.trim(), from: f.from.trim(), to: f.to.trim() }))
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={t('filters.label')}
      data-testid="document-filters"
    >
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" alignItems="start">
        <FormField
          label={t('filters.keyword')}
          error={fieldMessage(errors.q)}
          errorTestId="document-keyword-error"
          gridColumn={{ md: 'span 2' }}
        >
          <Input
            size="sm"
            placeholder={t('filters.keywordPlaceholder')}
            {...form.register('q')}
            data-testid="document-keyword"
          />
        </FormField>
        <FormField label={t('filters.from')} error={fieldMessage(errors.from)}>
          <DateInput size="sm" {...form.register('from')} data-testid="document-from" />
        </FormField>
        <FormField label={t('filters.to')} error={fieldMessage(errors.to)} errorTestId="document-to-error">
          <DateInput size="sm" {...form.register('to')} data-testid="document-to" />
        </FormField>
      </SimpleGrid>
      <HStack gap="2" mt="3">
        <Button size="sm" type="submit" colorPalette="blue" data-testid="document-apply">
          {t('filters.apply')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            form.reset(toForm({}))
            onReset()
          }}
        >
          {t('filters.reset')}
        </Button>
      </HStack>
    </form>
  )
}
