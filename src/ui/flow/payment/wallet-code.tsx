import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { wxpayNotifyMutation } from '../../../api/payment'
import { Price } from '../../kit/price'

export interface WalletCodeProps {
  codeUrl: string
  expiresAt: string
  amount: number
  onCheck: () => void
  onChangeMethod: () => void
}

function useSecondsLeft(expiresAt: string): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now) / 1000))
}

/** The trade a wallet code pays, as a phone scanning it reads it (weixin://wxpay/bizpayurl?pr=<trade>). */
export function tradeOfCode(codeUrl: string): string | null {
  return /[?&]pr=([^&#]+)/.exec(codeUrl)?.[1] ?? null
}

/**
 * The demo build's payer: reads the code as a phone would and tells the server WeChat Pay's answer. Without
 * it nothing pays a code: a code nobody scans waits until it expires.
 */
function SimulateScan({ codeUrl, onScanned }: { codeUrl: string; onScanned: () => void }) {
  const { t } = useTranslation('payment')
  const notify = useMutation(wxpayNotifyMutation())
  const tradeNo = tradeOfCode(codeUrl)
  if (!tradeNo) return null
  return (
    <Stack gap="1" align="center" borderTopWidth="1px" borderStyle="dashed" pt="3" maxW="sm">
      <Button
        size="sm"
        variant="subtle"
        colorPalette="orange"
        loading={notify.isPending}
        data-testid="simulate-scan"
        onClick={() =>
          notify.mutate({ out_trade_no: tradeNo, result_code: 'SUCCESS' }, { onSuccess: onScanned })
        }
      >
        {t('wallet.simulateScan')}
      </Button>
      <Text fontSize="xs" color="fg.muted" textAlign="center">
        {t('wallet.simulateHint')}
      </Text>
    </Stack>
  )
}

/**
 * The wallet code to scan, its countdown and an "I have paid" check. The page polls the order meanwhile and
 * moves on by itself once the payment arrives; the demo build adds a visible control that plays the payer.
 */
export function WalletCode({ codeUrl, expiresAt, amount, onCheck, onChangeMethod }: WalletCodeProps) {
  const { t } = useTranslation('payment')
  const [image, setImage] = useState<string | null>(null)
  const left = useSecondsLeft(expiresAt)
  useEffect(() => {
    let live = true
    void QRCode.toDataURL(codeUrl, { width: 220, margin: 1, errorCorrectionLevel: 'M' }).then((url) => {
      if (live) setImage(url)
    })
    return () => {
      live = false
    }
  }, [codeUrl])
  const mm = String(Math.floor(left / 60)).padStart(2, '0')
  const ss = String(left % 60).padStart(2, '0')
  return (
    <Stack align="center" gap="3" data-testid="wallet-code" data-code-url={codeUrl}>
      <Text fontWeight="medium">{t('wallet.scan')}</Text>
      <Price cny={amount} showCny fontSize="lg" fontWeight="bold" />
      <Box borderWidth="1px" borderRadius="md" p="2" bg="white" w="236px" h="236px">
        {image ? <Image src={image} alt={t('wallet.qrAlt')} w="220px" h="220px" /> : null}
      </Box>
      <Text fontSize="sm" color={left < 60 ? 'red.600' : 'fg.muted'} role="timer" aria-live="off">
        {t('wallet.expiresIn', { time: `${mm}:${ss}` })}
      </Text>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {t('wallet.waiting')}
      </Text>
      <HStack gap="2">
        <Button size="sm" colorPalette="blue" onClick={onCheck}>
          {t('wallet.paidCheck')}
        </Button>
        <Button size="sm" variant="outline" onClick={onChangeMethod}>
          {t('actions.changeMethod')}
        </Button>
      </HStack>
      {import.meta.env.VITE_MOCK === '1' ? <SimulateScan codeUrl={codeUrl} onScanned={onCheck} /> : null}
    </Stack>
  )
}
