import { Navigate } from '@tanstack/react-router'

/** Unknown paths go to /home (overview §2). */
export function NotFoundRedirect() {
  return <Navigate to="/home" replace />
}
