import { ChakraProvider, createSystem, defaultConfig, defineConfig } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/**
 * Colour tokens whose Chakra defaults fall below the WCAG 2 AA contrast of 4.5:1 for text on white (issue 11
 * §10): the subtle grey (gray.400, 2.6:1), the error red (red.500, 3.8:1), the warning orange and success green
 * (orange.600 3.6:1, green.600 3.3:1), and white text on the green and orange solid buttons and badges. Each is
 * set one step darker here, so every page that uses the token inherits the fix.
 */
const contrastConfig = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        fg: {
          subtle: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } },
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
        green: { solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } } },
        orange: { solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.700}' } } },
        teal: { solid: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.700}' } } },
      },
    },
  },
})

/** The portal's Chakra system: the default theme with the contrast fixes above. */
export const system = createSystem(defaultConfig, contrastConfig)

/**
 * Chakra UI for the pages that use it. It wraps the layouts, not the whole app, so the sign-in page and
 * the root chrome load without it (the /auth first-load budget of `npm run size`).
 */
export function ChakraRoot({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>
}
