import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { encodeArg } from '../../domain/args'
import { type MenuArg, menuArgValues } from '../../domain/menuRouteArgs'

/** Opens the menu a dish belongs to: where a chooser opened from a direct link goes back to. */
export function useBackToMenu(arg: MenuArg): () => void {
  const router = useRouter()
  // The menu's own fields (a combo's arg carries its food too), as text: the callback stays while they do.
  const menu = encodeArg(menuArgValues(arg))
  return useCallback(() => {
    void router.navigate({ to: '/index/{-$arg}', params: { arg: menu }, replace: true })
  }, [router, menu])
}
