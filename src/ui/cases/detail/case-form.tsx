import { Alert, Button, HStack, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { Link as RouterLink, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { Controller, useForm, type FieldPath } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { saveCaseMutation } from '../../../api/case-detail'
import { BusinessError } from '../../../api/client'
import type { CaseDetail } from '../../../api/schemas/cases-detail'
import { caseFormSchema, emptyCaseFields, NOTES_MAX, type CaseFields } from '../../../domain/cases/case-rules'
import { businessToday } from '../../../domain/clock'
import { DateInput } from '../../kit/date-input'
import { clearFormDraft, readFormDraft, useKeepFormDraft } from '../../kit/form-draft'
import { FormField } from '../../kit/form-field'
import { SERVER_ERROR, useFieldMessage, type FormError } from '../../kit/message'
import { SectionCard } from '../../kit/section-card'
import { toastError, toastSuccess } from '../../kit/toast'
import { DesignationsField, GoodsFields, OfficeField, parseClassText, SuggestInput } from './case-form-parts'

export interface CaseFormOptions {
  members: { id: string; name: string }[]
  applicants: string[]
  agents: string[]
}

const fieldsOf = (c: CaseDetail): CaseFields => ({
  office: c.office,
  markName: c.markName,
  applicationNo: c.applicationNo,
  registrationNo: c.registrationNo,
  classes: c.classes,
  goods: c.goods,
  applicant: c.applicant,
  agent: c.agent,
  assigneeId: c.assigneeId,
  reference: c.reference,
  filingDate: c.filingDate,
  registrationDate: c.registrationDate,
  designations: c.designations,
  notes: c.notes,
})

const FIELD_NAMES = Object.keys(emptyCaseFields()) as FieldPath<CaseFields>[]

/** The first message of a field that may also carry messages on its items (classes.0). */
const firstError = (error: unknown): FormError | undefined => {
  if (!error || typeof error !== 'object') return undefined
  if ('message' in error && typeof error.message === 'string') return error as FormError
  return Object.values(error).map(firstError).find(Boolean)
}

/**
 * The case form (new or edit): office, mark, numbers by the office's format, classes and goods, parties,
 * assignee, reference, dates and Madrid designations, checked with case-rules.ts as the server checks them.
 * What was typed is kept through a reload until it is saved or cancelled.
 */
export function CaseForm({ existing, options }: { existing?: CaseDetail; options: CaseFormOptions }) {
  const { t } = useTranslation('caseDetail')
  const fieldMessage = useFieldMessage()
  const navigate = useNavigate()
  const save = useMutation(saveCaseMutation())
  const draftKey = existing ? `case:${existing.id}` : 'case:new'
  const [draft] = useState(() => readFormDraft<CaseFields>(draftKey))
  const [restored, setRestored] = useState(Boolean(draft))
  const initial = existing ? fieldsOf(existing) : emptyCaseFields()
  const form = useForm<CaseFields>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(caseFormSchema(businessToday())),
    defaultValues: { ...initial, ...draft },
  })
  useKeepFormDraft(draftKey, form)
  const [classText, setClassText] = useState(() => form.getValues('classes').join(' '))
  const { errors } = form.formState
  const message = (name: keyof CaseFields) => fieldMessage(firstError(errors[name]))
  const office = form.watch('office')
  const classes = form.watch('classes')
  const registerDates = existing?.source === 'portfolio'
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync({ ...values, id: existing?.id })
      clearFormDraft(draftKey)
      toastSuccess(
        t(answer.created ? 'form.created' : answer.changed.length ? 'form.updated' : 'form.unchanged'),
      )
      void navigate({ to: '/brandManagement/detail', search: { id: answer.id } })
    } catch (error) {
      // What was typed stays; the fields the server names are marked with its words.
      if (error instanceof BusinessError && error.msg) {
        const fields = (error.data as { fields?: string[] } | null)?.fields ?? []
        for (const f of fields) {
          const name = FIELD_NAMES.find((n) => n === f.split('.')[0])
          if (name) form.setError(name, { type: SERVER_ERROR, message: error.msg })
        }
        toastError(error.msg)
      } else toastError(t('form.failed'))
    }
  })

  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid="case-form">
      <Stack gap="4">
        {restored ? (
          <Alert.Root status="info" data-testid="case-draft-restored">
            <Alert.Indicator />
            <Alert.Title flex="1">{t('form.draftRestored')}</Alert.Title>
            <Button
              size="xs"
              variant="outline"
              onClick={() => {
                clearFormDraft(draftKey)
                form.reset(initial)
                setClassText(initial.classes.join(' '))
                setRestored(false)
              }}
            >
              {t('form.discardDraft')}
            </Button>
          </Alert.Root>
        ) : null}
        <SectionCard title={t('form.sections.office')}>
          <Stack gap="4">
            <Controller
              control={form.control}
              name="office"
              render={({ field }) => (
                <OfficeField value={field.value} onChange={field.onChange} error={message('office')} />
              )}
            />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField
                label={t('fields.applicationNo')}
                required={office !== 'WIPO'}
                error={message('applicationNo')}
              >
                <Input
                  size="sm"
                  maxLength={40}
                  {...form.register('applicationNo')}
                  data-testid="case-application-no"
                />
              </FormField>
              <FormField
                label={office === 'WIPO' ? t('header.irNo') : t('fields.registrationNo')}
                error={message('registrationNo')}
                helperText={office === 'WIPO' ? t('form.registrationNoHint') : undefined}
              >
                <Input
                  size="sm"
                  maxLength={40}
                  {...form.register('registrationNo')}
                  data-testid="case-registration-no"
                />
              </FormField>
            </SimpleGrid>
            {office === 'WIPO' || form.getValues('designations').length > 0 ? (
              <Controller
                control={form.control}
                name="designations"
                render={({ field }) => (
                  <DesignationsField
                    value={field.value}
                    onChange={field.onChange}
                    error={message('designations')}
                  />
                )}
              />
            ) : null}
          </Stack>
        </SectionCard>
        <SectionCard title={t('form.sections.mark')}>
          <Stack gap="4">
            <FormField label={t('fields.markName')} required error={message('markName')}>
              <Input size="sm" maxLength={120} {...form.register('markName')} data-testid="case-mark" />
            </FormField>
            <FormField
              label={t('fields.classes')}
              required
              error={message('classes')}
              helperText={t('form.classesHint')}
            >
              <Input
                size="sm"
                value={classText}
                data-testid="case-classes"
                onChange={(e) => {
                  const text = e.currentTarget.value
                  setClassText(text)
                  const next = parseClassText(text)
                  form.setValue('classes', next, { shouldValidate: form.formState.isSubmitted })
                  const goods = form.getValues('goods')
                  form.setValue(
                    'goods',
                    Object.fromEntries(Object.entries(goods).filter(([c]) => next.includes(c))),
                  )
                }}
              />
            </FormField>
            <Controller
              control={form.control}
              name="goods"
              render={({ field }) => (
                <GoodsFields
                  classes={classes}
                  goods={field.value}
                  onChange={field.onChange}
                  error={message('goods')}
                />
              )}
            />
          </Stack>
        </SectionCard>
        <SectionCard title={t('form.sections.parties')}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField
              label={t('fields.applicant')}
              required
              error={message('applicant')}
              helperText={t('form.applicantHint')}
            >
              <SuggestInput
                listId="case-applicants"
                options={options.applicants}
                maxLength={120}
                {...form.register('applicant')}
                data-testid="case-applicant"
              />
            </FormField>
            <FormField label={t('fields.agent')} error={message('agent')} helperText={t('form.agentHint')}>
              <SuggestInput
                listId="case-agents"
                options={options.agents}
                maxLength={120}
                {...form.register('agent')}
              />
            </FormField>
            <FormField label={t('fields.assigneeId')} error={message('assigneeId')}>
              <Controller
                control={form.control}
                name="assigneeId"
                render={({ field }) => (
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      value={field.value ?? ''}
                      onChange={(e) => field.onChange(e.currentTarget.value || null)}
                    >
                      <option value="">{t('form.assigneeNone')}</option>
                      {options.members.map((m) => (
                        <option key={m.id} value={m.id}>
                          {m.name}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                )}
              />
            </FormField>
            <FormField
              label={t('fields.reference')}
              error={message('reference')}
              helperText={t('form.referenceHint')}
            >
              <Input size="sm" maxLength={50} {...form.register('reference')} data-testid="case-reference" />
            </FormField>
          </SimpleGrid>
        </SectionCard>
        <SectionCard
          title={t('form.sections.dates')}
          description={registerDates ? t('form.registerDates') : undefined}
        >
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={t('fields.filingDate')} error={message('filingDate')}>
              <DateInput
                size="sm"
                max={businessToday()}
                disabled={registerDates}
                {...form.register('filingDate')}
                data-testid="case-filing-date"
              />
            </FormField>
            <FormField label={t('fields.registrationDate')} error={message('registrationDate')}>
              <DateInput
                size="sm"
                max={businessToday()}
                disabled={registerDates}
                {...form.register('registrationDate')}
                data-testid="case-registration-date"
              />
            </FormField>
          </SimpleGrid>
        </SectionCard>
        <SectionCard title={t('form.sections.notes')}>
          <FormField label={t('fields.notes')} error={message('notes')} helperText={t('form.notesHint')}>
            <Textarea rows={3} maxLength={NOTES_MAX + 100} {...form.register('notes')} />
          </FormField>
        </SectionCard>
        <HStack gap="2" justify="flex-end">
          <Button asChild variant="outline">
            {existing ? (
              <RouterLink
                to="/brandManagement/detail"
                search={{ id: existing.id }}
                onClick={() => clearFormDraft(draftKey)}
              >
                {t('form.cancel')}
              </RouterLink>
            ) : (
              <RouterLink to="/caseManage" onClick={() => clearFormDraft(draftKey)}>
                {t('form.cancel')}
              </RouterLink>
            )}
          </Button>
          <Button type="submit" colorPalette="blue" loading={save.isPending} data-testid="case-save">
            {t('form.save')}
          </Button>
        </HStack>
      </Stack>
    </form>
  )
}
