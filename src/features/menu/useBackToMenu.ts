import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { encodeArg } from '../../domain/args'
import { type MenuArg, menuArgValues } from '../../domain/menuRouteArgs'

/** Opens the menu a dish belongs to: where a chooser opened from a direct link goes back to. */
export function useBackToMenu(arg: MenuArg): () => void {
  const router = useRouter()
  const { brandId, restaurantId, fromIndex, menuType, qrCode, reType, invite } = arg
  return useCallback(() => {
    const values = menuArgValues({ brandId, restaurantId, fromIndex, menuType, qrCode, reType, invite })
    void router.navigate({ to: '/index/{-$arg}', params: { arg: encodeArg(values) }, replace: true })
  }, [router, brandId, restaurantId, fromIndex, menuType, qrCode, reType, invite])
}
