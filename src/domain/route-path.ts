import type { RegisteredRouter } from '@tanstack/react-router'

/**
 * A path of this app's router ('/orderDetail', '/query/result' …), for paths kept in data: menus, the detail
 * page of each order type, each region's entry page. A path without a route fails the build. It is read from
 * the route tree src/router.tsx registers with TanStack (a type only), not imported from src/route-tree.gen.ts:
 * that file imports every route, and through the pages this module, which would close an import cycle.
 */
export type RoutePath = RegisteredRouter['routeTree']['types']['fileRouteTypes']['to']
