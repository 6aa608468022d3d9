import { Stack, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { BusinessError } from '../../api/client'
import { deleteWatchesMutation, renewWatchMutation, stopWatchesMutation } from '../../api/monitoring-watches'
import { WATCH_PERIODS, type Watch, type WatchPeriod } from '../../api/schemas/monitoring'
import { ConfirmDialog } from '../kit/confirm-dialog'
import { FormDialog } from '../kit/form-dialog'
import { FormField } from '../kit/form-field'
import { OptionSelect } from '../kit/option-select'
import { toastError, toastSuccess } from '../kit/toast'
import { useOfficeNames, useWatchText } from './use-watch-text'
import { WatchPricePanel } from './watch-price-panel'
import { useWatchSubject, type WatchAction } from './watch-table'

/** The dialog of the action chosen on a watch: extend (a period and its price → payment), stop, delete. */
export function WatchActionDialogs({
  target,
  onClose,
}: {
  target: { watch: Watch; action: WatchAction } | null
  onClose: () => void
}) {
  const { t } = useWatchText()
  const subject = useWatchSubject()
  const stop = useMutation(stopWatchesMutation())
  const remove = useMutation(deleteWatchesMutation())
  const watch = target?.watch
  const name = watch ? subject(watch) : ''
  const run = async (task: () => Promise<unknown>, done: string) => {
    try {
      await task()
      toastSuccess(done, name)
      onClose()
    } catch (error) {
      if (error instanceof BusinessError) toastError(t('actions.failed'), error.msg)
    }
  }
  return (
    <>
      <ConfirmDialog
        open={target?.action === 'stop'}
        onClose={onClose}
        title={t('stop.title')}
        message={t('stop.message', { name })}
        confirmLabel={t('actions.stop')}
        busy={stop.isPending}
        onConfirm={() => watch && void run(() => stop.mutateAsync({ watchIds: [watch.id] }), t('stop.done'))}
        testId="watch-stop-dialog"
        confirmTestId="watch-stop-confirm"
      />
      <ConfirmDialog
        open={target?.action === 'delete'}
        onClose={onClose}
        title={t('delete.title')}
        message={
          watch?.status === 'unpaid' ? t('delete.unpaidMessage', { name }) : t('delete.message', { name })
        }
        confirmLabel={t('actions.delete')}
        busy={remove.isPending}
        onConfirm={() =>
          watch && void run(() => remove.mutateAsync({ watchIds: [watch.id] }), t('delete.done'))
        }
        testId="watch-delete-dialog"
        confirmTestId="watch-delete-confirm"
      />
      {watch && target?.action === 'extend' ? (
        <ExtendDialog watch={watch} name={name} onClose={onClose} />
      ) : null}
    </>
  )
}

function ExtendDialog({ watch, name, onClose }: { watch: Watch; name: string; onClose: () => void }) {
  const { t, date } = useWatchText()
  const offices = useOfficeNames()
  const navigate = useNavigate()
  const renew = useMutation(renewWatchMutation())
  const [period, setPeriod] = useState<WatchPeriod>(watch.period)
  const id = useId()
  const submit = async () => {
    try {
      const order = await renew.mutateAsync({ watchId: watch.id, period })
      onClose()
      await navigate({ to: '/monitor/payment', search: { orderId: order.orderId } })
    } catch (error) {
      if (error instanceof BusinessError) toastError(t('actions.failed'), error.msg)
    }
  }
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('extend.title', { name })}
      description={
        watch.endsOn && watch.status !== 'expired'
          ? t('extend.fromEnd', { date: date(watch.endsOn) })
          : t('extend.fromPaid')
      }
      busy={renew.isPending}
      submit={{ label: t('extend.toPayment'), onClick: () => void submit(), testId: 'watch-extend-confirm' }}
      testId="watch-extend-dialog"
    >
      <Stack gap="4">
        <FormField label={t('form.period')} controlId={id}>
          <OptionSelect
            id={id}
            options={WATCH_PERIODS.map((p) => [p, t(`period.${p}`)] as const)}
            value={period}
            onChange={(e) => setPeriod(WATCH_PERIODS.find((p) => p === e.target.value) ?? watch.period)}
            testId="watch-extend-period"
          />
        </FormField>
        <Text fontSize="sm" color="fg.muted">
          {t('extend.countries', { countries: offices(watch.countries) })}
        </Text>
        <WatchPricePanel kind={watch.kind} period={period} countries={watch.countries} />
      </Stack>
    </FormDialog>
  )
}
