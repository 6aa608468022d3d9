import { Button, HStack, Input } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { renewalSearchFormSchema, type RenewalSearchForm } from '../../api/schemas/renewal-list'
import { FormField } from '../kit/form-field'
import { useFieldMessage } from '../kit/message'

export interface RenewalSearchFormProps {
  value: string
  onSearch: (q: string) => void
}

/** Search by registration number, trademark or holder; the text is checked as the server checks it. */
export function RenewalSearchFormBar({ value, onSearch }: RenewalSearchFormProps) {
  const { t } = useTranslation('svcRenewal')
  const fieldMessage = useFieldMessage()
  const form = useForm<RenewalSearchForm>({
    mode: 'onTouched',
    resolver: zodResolver(renewalSearchFormSchema),
    values: { keyword: value },
  })
  const submit = form.handleSubmit((f) => onSearch(f.keyword.trim()))
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('list.search.form')} role="search">
      <FormField
        label={t('list.search.label')}
        error={fieldMessage(form.formState.errors.keyword)}
        errorTestId="renewal-search-error"
        maxW="xl"
      >
        <HStack width="full" gap="2">
          <Input
            size="sm"
            placeholder={t('list.search.placeholder')}
            {...form.register('keyword')}
            data-testid="renewal-search"
          />
          <Button size="sm" type="submit" colorPalette="blue" data-testid="renewal-search-submit">
            {t('list.search.submit')}
          </Button>
          {value ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                form.reset({ keyword: '' })
                onSearch('')
              }}
            >
              {t('list.search.clear')}
            </Button>
          ) : null}
        </HStack>
      </FormField>
    </form>
  )
}
