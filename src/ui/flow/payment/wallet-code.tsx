import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react'
import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
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

/**
 * The wallet code to scan, its countdown and an "I have paid" check. The page polls the order meanwhile and
 * moves on by itself once the payment arrives.
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
    </Stack>
  )
}
