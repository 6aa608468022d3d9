import { Box, Container, Flex } from '@chakra-ui/react'
import { Outlet } from '@tanstack/react-router'
import { ChakraRoot } from '../kit/chakra-root'
import { AppHeader } from './app-header'
import { CasePagesNav } from './case-pages-nav'

/** Frame of the signed-in pages: the header with menus, then the page's own content in <main>. */
export function AppShell() {
  return (
    <ChakraRoot>
      <Flex direction="column" minH="100vh" bg="gray.50">
        <AppHeader />
        <CasePagesNav />
        <Box as="main" flex="1" id="main-content" py="6">
          <Container maxW="7xl">
            <Outlet />
          </Container>
        </Box>
      </Flex>
    </ChakraRoot>
  )
}
