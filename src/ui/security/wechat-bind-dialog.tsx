import { Button, Stack, Text } from '@chakra-ui/react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BusinessError } from '../../api/client'
import {
  bindWechatMutation,
  wechatProfileMutation,
  wechatQrMutation,
  wechatScanQuery,
} from '../../api/security'
import { FormDialog } from '../kit/form-dialog'
import { QrCodeImage } from '../kit/qr-code-image'
import { toastError, toastSuccess } from '../kit/toast'
import { clockText, useCountdown } from '../kit/use-countdown'
import { useAccountUpdated } from './use-account-updated'

const DEMO = import.meta.env.VITE_MOCK === '1'

/**
 * Binds WeChat to the signed-in account: a QR code for WeChat's authorisation, its scan polled until the
 * phone confirms, then the binding. An expired code (or a failed binding) offers a new one.
 */
export function WechatBindDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('security')
  const updated = useAccountUpdated()
  const qr = useMutation(wechatQrMutation())
  const { mutateAsync: readProfile } = useMutation(wechatProfileMutation())
  const { mutateAsync: bindCode, isPending: binding } = useMutation(bindWechatMutation())
  const [expiresAt, setExpiresAt] = useState<number | null>(null)
  const [failed, setFailed] = useState(false)
  const state = qr.data?.state ?? ''
  const scan = useQuery({ ...wechatScanQuery(state), enabled: open && state !== '' && !failed })
  const left = useCountdown(expiresAt)
  const used = useRef<string | null>(null)
  const { mutate: newCode } = qr

  const refresh = () => {
    setFailed(false)
    setExpiresAt(null)
    newCode({}, { onSuccess: (answer) => setExpiresAt(Date.now() + answer.expiresIn * 1000) })
  }
  // A new code each time the dialog opens.
  useEffect(() => {
    if (open) refresh()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open])

  const status =
    failed || qr.isError
      ? 'failed'
      : scan.data?.status === 'expired' ||
          (expiresAt !== null && left === 0 && scan.data?.status !== 'confirmed')
        ? 'expired'
        : (scan.data?.status ?? 'waiting')
  const code = scan.data?.status === 'confirmed' ? scan.data.code : undefined

  // The phone confirmed: bind once with its authorisation code.
  useEffect(() => {
    if (!code || used.current === code) return
    used.current = code
    void (async () => {
      try {
        const who = await readProfile({ code })
        const answer = await bindCode({ code })
        updated(answer.user)
        toastSuccess(t('wechat.bound_toast', { name: who.nickname }))
        onClose()
      } catch (error) {
        setFailed(true)
        toastError(error instanceof BusinessError && error.msg ? error.msg : t('wechat.failed'))
      }
    })()
  }, [code, readProfile, bindCode, updated, t, onClose])

  const words = {
    waiting: t('wechat.waiting'),
    scanned: t('wechat.scanned'),
    confirmed: t('wechat.confirmed'),
    expired: t('wechat.expired'),
    failed: t('wechat.failed'),
  }
  const over = status === 'expired' || status === 'failed'
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('wechat.dialogTitle')}
      busy={binding}
      size="sm"
      testId="wechat-dialog"
    >
      <Stack align="center" gap="3" textAlign="center">
        <Text>{t('wechat.scan')}</Text>
        {qr.data ? (
          <QrCodeImage value={qr.data.qrContent} alt={t('wechat.qrAlt')} faded={over} />
        ) : (
          <QrCodeImage value="" alt={t('wechat.loading')} />
        )}
        <Text aria-live="polite" fontWeight="medium" data-testid="wechat-status" data-status={status}>
          {words[status]}
        </Text>
        {!over && expiresAt !== null && status !== 'confirmed' ? (
          <Text fontSize="sm" color="fg.muted" role="timer" aria-live="off">
            {t('wechat.expiresIn', { time: clockText(left) })}
          </Text>
        ) : null}
        {over ? (
          <Button size="sm" colorPalette="blue" onClick={refresh} loading={qr.isPending}>
            {t('wechat.refresh')}
          </Button>
        ) : null}
        {DEMO ? (
          <Text fontSize="xs" color="fg.muted">
            {t('wechat.demoNote')}
          </Text>
        ) : null}
      </Stack>
    </FormDialog>
  )
}
