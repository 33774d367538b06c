import type { BrandRestaurant } from '../../domain/contract/brand'
import type { FavoriteItem } from '../../domain/contract/favorite'
import type { Food } from '../../domain/menu/types'

/**
 * What the list shows of a restaurant or dish saved on this device before the server's list has it
 * (the server's own fields replace it with its answer).
 */

type Names = Pick<BrandRestaurant, 'name' | 'name1' | 'name2'>

const restaurantNames = (restaurant: Names | null | undefined) => ({
  restaurantName: restaurant?.name ?? '',
  restaurantName1: restaurant?.name1 ?? '',
  restaurantName2: restaurant?.name2 ?? '',
})

/** A restaurant as its shop page knows it. */
export function restaurantFavorite(restaurant: BrandRestaurant): FavoriteItem {
  return {
    kind: 'restaurant',
    targetId: restaurant.id,
    restaurantId: restaurant.id,
    menuType: null,
    name: restaurant.name,
    name1: restaurant.name1,
    name2: restaurant.name2,
    ...restaurantNames(restaurant),
    imageUrl: restaurant.imageUrl,
    savedAt: '',
  }
}

/** A dish of a menu, with its restaurant when the menu knows it. */
export function dishFavorite(
  food: Pick<Food, 'id' | 'foodName' | 'foodName1' | 'foodName2' | 'imageUrl'>,
  menu: { restaurantId: number; menuType: number; restaurant: Names | null | undefined },
): FavoriteItem {
  return {
    kind: 'food',
    targetId: food.id,
    restaurantId: menu.restaurantId,
    menuType: menu.menuType,
    name: food.foodName,
    name1: food.foodName1 ?? '',
    name2: food.foodName2 ?? '',
    ...restaurantNames(menu.restaurant),
    imageUrl: food.imageUrl,
    savedAt: '',
  }
}
