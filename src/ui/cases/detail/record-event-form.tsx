import { Alert, Button, List, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { recordEventMutation } from '../../../api/case-detail'
import { BusinessError } from '../../../api/client'
import type { CaseDeadlineView } from '../../../api/schemas/cases-detail'
import {
  caseEventSchema,
  EVENT_NOTE_MAX,
  RECORDABLE_EVENT_CODES,
  type CaseEventFields,
} from '../../../domain/cases/case-rules'
import { businessToday } from '../../../domain/clock'
import { DateInput } from '../../kit/date-input'
import { FormField } from '../../kit/form-field'
import { SERVER_ERROR, useFieldMessage } from '../../kit/message'
import { SectionCard } from '../../kit/section-card'
import { toastError, toastSuccess } from '../../kit/toast'
import { useCaseWords } from './use-case-words'

interface Change {
  status: number
  opened: CaseDeadlineView[]
  closed: string[]
}

/** The deadline a closed key named ('renewalDue:2026-05-01' → its kind). */
const kindOfKey = (key: string) => key.slice(0, key.indexOf(':')) as CaseDeadlineView['kind']

/**
 * "Record a status update": what the office did, on which day (not after today, Beijing) and a note. The
 * answer tells which deadlines the event opened and closed, shown under the form.
 */
export function RecordEventForm({ caseId, before }: { caseId: string; before: CaseDeadlineView[] }) {
  const { t } = useTranslation('caseDetail')
  const words = useCaseWords()
  const fieldMessage = useFieldMessage()
  const record = useMutation(recordEventMutation())
  const [change, setChange] = useState<Change | null>(null)
  const form = useForm<CaseEventFields>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(caseEventSchema(businessToday())),
    defaultValues: { code: '' as CaseEventFields['code'], date: businessToday(), note: '' },
  })
  const { errors } = form.formState
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await record.mutateAsync({ caseId, ...values, note: values.note ?? '' })
      setChange({
        status: answer.status,
        opened: answer.deadlines.filter((d) => answer.opened.includes(d.key)),
        closed: answer.closed,
      })
      toastSuccess(t('process.form.saved'))
      form.reset({ code: '' as CaseEventFields['code'], date: businessToday(), note: '' })
    } catch (error) {
      if (error instanceof BusinessError && error.msg) {
        form.setError('date', { type: SERVER_ERROR, message: error.msg })
        toastError(error.msg)
      } else toastError(t('process.form.failed'))
    }
  })
  const closedKinds = change?.closed.map(
    (key) => before.find((d) => d.key === key) ?? { kind: kindOfKey(key), title: '' },
  )

  return (
    <SectionCard
      title={t('process.form.title')}
      description={t('process.form.description')}
      testId="record-event"
    >
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={t('process.form.code')} required error={fieldMessage(errors.code)}>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field {...form.register('code')} data-testid="event-code">
                  <option value="">{t('process.form.pick')}</option>
                  {RECORDABLE_EVENT_CODES.map((code) => (
                    <option key={code} value={code}>
                      {words.event(code)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={t('process.form.date')} required error={fieldMessage(errors.date)}>
              <DateInput
                size="sm"
                max={businessToday()}
                {...form.register('date')}
                data-testid="event-date"
              />
            </FormField>
          </SimpleGrid>
          <FormField
            label={t('process.form.note')}
            error={fieldMessage(errors.note)}
            helperText={t('process.form.noteHint')}
          >
            <Textarea
              rows={2}
              maxLength={EVENT_NOTE_MAX + 50}
              {...form.register('note')}
              data-testid="event-note"
            />
          </FormField>
          <Button
            type="submit"
            colorPalette="blue"
            alignSelf="flex-end"
            loading={record.isPending}
            data-testid="event-submit"
          >
            {t('process.form.submit')}
          </Button>
          {change ? (
            <Alert.Root status="info" data-testid="event-change" aria-live="polite">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('process.change.title')}</Alert.Title>
                <List.Root ps="5" fontSize="sm">
                  <List.Item>{t('process.change.status', { status: words.status(change.status) })}</List.Item>
                  {change.opened.map((d) => (
                    <List.Item key={d.key}>
                      {t('process.change.opened', { what: words.deadline(d), due: d.due })}
                    </List.Item>
                  ))}
                  {closedKinds?.map((d, i) => (
                    <List.Item key={i}>{t('process.change.closed', { what: words.deadline(d) })}</List.Item>
                  ))}
                  {change.opened.length + change.closed.length === 0 ? (
                    <List.Item>{t('process.change.none')}</List.Item>
                  ) : null}
                </List.Root>
              </Alert.Content>
            </Alert.Root>
          ) : null}
        </Stack>
      </form>
    </SectionCard>
  )
}
