import { Alert, Button, HStack, Input, List, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import {
  checkWatchMutation,
  createWatchMutation,
  memberTrialsQuery,
  trialOfferQuery,
} from '../../api/monitoring-watches'
import { BusinessError } from '../../api/client'
import { WATCH_NAME_MAX, WATCH_PERIODS, type WatchProblem } from '../../api/schemas/monitoring'
import { clearFormDraft, readFormDraft, useKeepFormDraft } from '../kit/form-draft'
import { FormField } from '../kit/form-field'
import { useFieldMessage, SERVER_ERROR } from '../kit/message'
import { OptionSelect } from '../kit/option-select'
import { toastError, toastSuccess } from '../kit/toast'
import { ClassGroupsField } from './class-groups-field'
import { CountriesField } from './countries-field'
import { OwnMarkPicker } from './own-mark-picker'
import { PlanChoice } from './plan-choice'
import { useWatchText } from './use-watch-text'
import { restoreWatchForm, watchFormSchema, watchRequestOf, type WatchFormValues } from './watch-form-rules'
import { WatchFieldset } from './watch-fieldset'
import { WatchImageField } from './watch-image-field'
import { WatchPricePanel } from './watch-price-panel'

const DRAFT_KEY = 'monitoring:watch'
const FORM_FIELDS = [
  'name',
  'imageUrl',
  'watchedRegNo',
  'classes',
  'groups',
  'applicant',
  'countries',
  'period',
]
const asField = (field: string | null) =>
  FORM_FIELDS.find((f): f is keyof WatchFormValues & string => f === field) ?? null

/**
 * One watch: its kind (plan), what it watches, the classes, offices and period, with the live price. The
 * server checks it (isCanMonitor) before it is created: a free trial starts at once, a bought watch goes to
 * its order's payment. What is typed survives a reload until the watch is created.
 */
export function WatchForm() {
  const { t, pick } = useWatchText()
  const fieldMessage = useFieldMessage()
  const navigate = useNavigate()
  const ids = { name: useId(), applicant: useId(), period: useId() }
  const [initial] = useState(() => restoreWatchForm(readFormDraft(DRAFT_KEY)))
  const form = useForm<WatchFormValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(watchFormSchema),
    defaultValues: initial,
  })
  useKeepFormDraft(DRAFT_KEY, form)
  const [problems, setProblems] = useState<WatchProblem[]>([])
  const check = useMutation(checkWatchMutation())
  const create = useMutation(createWatchMutation())
  const offer = useQuery(trialOfferQuery())
  const trials = useQuery(memberTrialsQuery())
  const { errors, isSubmitting } = form.formState
  const values = form.watch()
  const err = (name: keyof WatchFormValues) => fieldMessage(errors[name])

  const submit = (trial: boolean) =>
    form.handleSubmit(async (v) => {
      setProblems([])
      const request = watchRequestOf(v, trial)
      try {
        const verdict = await check.mutateAsync(request)
        if (!verdict.ok) {
          const general: WatchProblem[] = []
          for (const p of verdict.problems) {
            const field = asField(p.field)
            if (field) form.setError(field, { type: SERVER_ERROR, message: pick(p) })
            else general.push(p)
          }
          setProblems(general)
          return
        }
        const made = await create.mutateAsync(request)
        clearFormDraft(DRAFT_KEY)
        if (made.orderId) {
          await navigate({ to: '/monitor/payment', search: { orderId: made.orderId } })
        } else {
          toastSuccess(t('form.trialStarted'), made.watch.name || made.watch.watchedRegNo || '')
          await navigate({ to: '/myMonitor' })
        }
      } catch (error) {
        if (error instanceof BusinessError) toastError(t('form.createFailed'), error.msg)
      }
    })

  const remaining = trials.data?.remaining ?? 0
  const trialFits = values.kind === 'mark'
  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} data-testid="watch-form">
      <Stack gap="5">
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => <PlanChoice value={field.value} onChange={field.onChange} />}
        />
        {values.kind === 'status' ? null : (
          <HStack justify="flex-end">
            <Text fontSize="sm" color="fg.muted">
              {t('ownMarks.hint')}
            </Text>
            <OwnMarkPicker
              onPick={(mark) => {
                form.setValue('name', mark.name, { shouldDirty: true })
                form.setValue('watchedRegNo', mark.regNo, { shouldDirty: true })
                form.setValue('classes', mark.classes, { shouldDirty: true })
                form.setValue('groups', [])
                if (form.formState.isSubmitted) void form.trigger()
              }}
            />
          </HStack>
        )}
        {values.kind === 'mark' ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField
              label={t('form.name')}
              error={err('name')}
              helperText={t('form.nameHint')}
              controlId={ids.name}
            >
              <Input
                id={ids.name}
                maxLength={WATCH_NAME_MAX + 20}
                {...form.register('name')}
                data-testid="watch-name"
              />
            </FormField>
            <Controller
              control={form.control}
              name="imageUrl"
              render={({ field }) => (
                <WatchImageField
                  value={field.value}
                  onChange={(image) => {
                    form.setValue('imageHash', image.imageHash)
                    field.onChange(image.imageUrl)
                    if (form.formState.isSubmitted) void form.trigger('name')
                  }}
                />
              )}
            />
          </SimpleGrid>
        ) : null}
        {values.kind === 'applicant' ? (
          <FormField
            label={t('form.applicant')}
            required
            error={err('applicant')}
            helperText={t('form.applicantHint')}
            controlId={ids.applicant}
            maxW="xl"
          >
            <Input id={ids.applicant} {...form.register('applicant')} data-testid="watch-applicant" />
          </FormField>
        ) : null}
        {values.kind === 'status' ? (
          <FormField
            label={t('form.ownMark')}
            required
            error={err('watchedRegNo')}
            helperText={t('form.ownMarkHint')}
          >
            <HStack gap="3">
              <Text data-testid="watch-own-mark">
                {values.watchedRegNo
                  ? t('form.ownMarkChosen', { name: values.name, regNo: values.watchedRegNo })
                  : t('form.ownMarkNone')}
              </Text>
              <OwnMarkPicker
                onPick={(mark) => {
                  form.setValue('name', mark.name)
                  form.setValue('watchedRegNo', mark.regNo, { shouldValidate: form.formState.isSubmitted })
                  form.setValue('classes', mark.classes)
                }}
              />
            </HStack>
          </FormField>
        ) : null}
        {values.kind === 'status' ? null : (
          <WatchFieldset
            legend={values.kind === 'mark' ? t('form.classes') : t('form.classesOptional')}
            required={values.kind === 'mark'}
            error={err('classes') ?? err('groups')}
            helperText={values.kind === 'mark' ? t('form.classesHint') : t('form.classesApplicantHint')}
          >
            <Controller
              control={form.control}
              name="classes"
              render={({ field }) => (
                <ClassGroupsField
                  withGroups={values.kind === 'mark'}
                  value={{ classes: field.value, groups: values.groups }}
                  onChange={(next) => {
                    const validate = form.formState.isSubmitted
                    form.setValue('groups', next.groups, { shouldValidate: validate })
                    field.onChange(next.classes)
                  }}
                />
              )}
            />
          </WatchFieldset>
        )}
        <WatchFieldset legend={t('form.countries')} required error={err('countries')}>
          <Controller
            control={form.control}
            name="countries"
            render={({ field }) => <CountriesField value={field.value} onChange={field.onChange} />}
          />
        </WatchFieldset>
        <FormField label={t('form.period')} required error={err('period')} controlId={ids.period} maxW="xs">
          <OptionSelect
            id={ids.period}
            options={WATCH_PERIODS.map((p) => [p, t(`period.${p}`)] as const)}
            {...form.register('period')}
            testId="watch-period"
          />
        </FormField>
        <Stack borderWidth="1px" rounded="md" p="4" bg="gray.50" gap="2">
          <Text fontWeight="semibold">{t('price.title')}</Text>
          <WatchPricePanel kind={values.kind} period={values.period} countries={values.countries} />
        </Stack>
        {problems.length ? (
          <Alert.Root status="error" data-testid="watch-problems">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('form.problemsTitle')}</Alert.Title>
              <List.Root ps="4">
                {problems.map((p) => (
                  <List.Item key={p.en}>{pick(p)}</List.Item>
                ))}
              </List.Root>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <HStack justify="flex-end" gap="3" wrap="wrap">
          {offer.data && trialFits ? (
            <Stack gap="0" align="flex-end">
              <Button
                variant="outline"
                colorPalette="blue"
                disabled={remaining < 1 || isSubmitting}
                onClick={() => void submit(true)()}
                data-testid="watch-trial"
              >
                {t('form.trial', { count: remaining })}
              </Button>
              <Text fontSize="xs" color="fg.muted">
                {remaining > 0
                  ? t('form.trialTerms', { months: offer.data.months })
                  : t('form.noTrialsLeft', { count: offer.data.trials })}
              </Text>
            </Stack>
          ) : null}
          <Button
            colorPalette="blue"
            loading={isSubmitting}
            onClick={() => void submit(false)()}
            data-testid="watch-buy"
          >
            {t('form.buy')}
          </Button>
        </HStack>
      </Stack>
    </form>
  )
}
