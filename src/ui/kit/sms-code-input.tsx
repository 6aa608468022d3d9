import { useMutation } from '@tanstack/react-query'
import { useEffect, useState, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { BusinessError } from '../../api/client'
import { sendSmsCodeMutation, type SendCodeInput } from '../../api/auth'
import { Button, TextInput } from './plain-form-field'
import styles from './form.module.css'
import { toastInfo, toastSuccess } from './toast'

type SendRequest = SendCodeInput

/** Where and why to send a code, with the captcha that guards the sending. */
export type SmsSendRequest = Omit<SendRequest, 'purpose'>

export interface SmsCodeInputProps extends ComponentProps<'input'> {
  purpose: SendRequest['purpose']
  /** Validates the fields sending needs (target, captcha) and returns them, or null to stay put. */
  prepare: () => Promise<SmsSendRequest | null>
  /** A refused send (wrong captcha, unknown number): the form marks the field the error names. */
  onSendError?: (error: unknown) => void
}

// The mock server hands back the code it "sent"; only a demo build may show it.
const SHOW_DEMO_CODE = import.meta.env.VITE_MOCK === '1'

function retryAfterOf(error: unknown): number {
  if (!(error instanceof BusinessError)) return 0
  const data: unknown = error.data
  const wait =
    typeof data === 'object' && data !== null ? (data as { retryAfter?: unknown }).retryAfter : undefined
  return typeof wait === 'number' && wait > 0 ? wait : 0
}

/** The six-digit code input with its "send code" button and the cooldown countdown. */
export function SmsCodeInput({ purpose, prepare, onSendError, ...inputProps }: SmsCodeInputProps) {
  const { t } = useTranslation('auth')
  const [until, setUntil] = useState(0)
  const [now, setNow] = useState(() => Date.now())
  const [demoCode, setDemoCode] = useState('')
  const send = useMutation(sendSmsCodeMutation())
  const remaining = Math.max(0, Math.ceil((until - now) / 1000))

  useEffect(() => {
    if (until <= Date.now()) return
    const timer = setInterval(() => {
      const at = Date.now()
      setNow(at)
      if (at >= until) clearInterval(timer)
    }, 250)
    return () => clearInterval(timer)
  }, [until])

  const startCooldown = (seconds: number) => {
    const at = Date.now()
    setNow(at)
    setUntil(at + seconds * 1000)
  }

  const onSend = async () => {
    const request = await prepare()
    if (!request) return
    try {
      const answer = await send.mutateAsync({ ...request, purpose })
      startCooldown(answer.cooldown)
      toastSuccess(t('sms.sent', { target: answer.target }))
      if (SHOW_DEMO_CODE && answer.demoCode) {
        setDemoCode(answer.demoCode)
        toastInfo(t('sms.demoCode', { code: answer.demoCode }))
      }
    } catch (error) {
      const wait = retryAfterOf(error)
      if (wait) startCooldown(wait)
      onSendError?.(error)
    }
  }

  const counting = remaining > 0
  return (
    <>
      <div className={styles.row}>
        <TextInput
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('fields.smsCodePlaceholder')}
          {...inputProps}
        />
        <Button
          variant="outline"
          className={styles.smsButton}
          onClick={() => void onSend()}
          loading={send.isPending}
          disabled={counting}
        >
          {counting ? t('sms.countdown', { seconds: remaining }) : until ? t('sms.resend') : t('sms.send')}
        </Button>
      </div>
      {demoCode && (
        <p className={styles.note} data-testid="sms-demo-code">
          {t('sms.demoCode', { code: demoCode })}
        </p>
      )}
    </>
  )
}
