import type { Database } from '../open'
import { categories, comboGroups, comboItems, foods, modifierGroups, modifierOptions } from '../schema'
import { CAFE_CATALOG } from './catalogCafe'
import { CAFE_COLD_CHAIN, HARBOUR_COLD_CHAIN } from './catalogColdChain'
import { HARBOUR_CATALOG } from './catalogHarbour'
import type { CategorySeed, FoodSeed } from './catalogTypes'
import type { SeededMenu } from './restaurants'
import { upsertRows } from './upsert'

/** Copies each brand's catalog into its menus: categories, foods, modifiers and combos. */

const COLD_CHAIN_MENU = 5
const SCAN_MENU = 4

function catalogFor(menu: SeededMenu): CategorySeed[] {
  const coldChain = menu.menuType === COLD_CHAIN_MENU
  if (menu.brandAlias === 'demo') return coldChain ? CAFE_COLD_CHAIN : CAFE_CATALOG
  return coldChain ? HARBOUR_COLD_CHAIN : HARBOUR_CATALOG
}

type PlacedFood = {
  menu: SeededMenu
  categoryId: number
  seed: FoodSeed
  mSeqNo: number
  fcSeqNo: number
  fmSeqNo: number
}

export async function seedMenuContent(db: Database, menus: SeededMenu[]): Promise<void> {
  const categoryRows = menus.flatMap((menu) =>
    catalogFor(menu).map((category, index) => ({
      menuId: menu.id,
      code: category.code,
      name: category.name,
      name1: category.name1,
      name2: category.name2,
      limitType: category.limitType ?? 0,
      limitAmount: category.limitAmount ?? 0,
      sort: index + 1,
    })),
  )
  const storedCategories = await upsertRows(db, categories, categoryRows, [
    categories.menuId,
    categories.code,
  ])
  const categoryId = new Map(storedCategories.map((row) => [`${row.menuId}/${row.code}`, row.id]))

  const placed: PlacedFood[] = menus.flatMap((menu) => {
    let fmSeqNo = 0
    return catalogFor(menu).flatMap((category, categoryIndex) =>
      category.foods.map((seed, foodIndex) => ({
        menu,
        categoryId: categoryId.get(`${menu.id}/${category.code}`)!,
        seed,
        mSeqNo: categoryIndex + 1,
        fcSeqNo: foodIndex + 1,
        fmSeqNo: ++fmSeqNo,
      })),
    )
  })
  const storedFoods = await upsertRows(db, foods, placed.map(foodRow), [foods.categoryId, foods.code])
  // fmId holds the menu id, so a food is found by menu and code.
  const foodId = new Map(storedFoods.map((row) => [`${row.fmId}/${row.code}`, row.id]))
  const idOf = (menu: SeededMenu, code: string) => {
    const id = foodId.get(`${menu.id}/${code}`)
    if (id === undefined) throw new Error(`Seed: food ${code} is not on menu ${menu.id}`)
    return id
  }

  const groupRows = placed.flatMap(({ menu, seed }) =>
    (seed.modifiers ?? []).map((group, index) => ({
      foodId: idOf(menu, seed.code),
      code: group.code,
      name: group.name,
      name1: group.name1,
      name2: group.name2,
      minqty: group.minqty,
      maxqty: group.maxqty,
      sort: index + 1,
    })),
  )
  const storedGroups = await upsertRows(db, modifierGroups, groupRows, [
    modifierGroups.foodId,
    modifierGroups.code,
  ])
  const groupId = new Map(storedGroups.map((row) => [`${row.foodId}/${row.code}`, row.id]))
  const optionRows = placed.flatMap(({ menu, seed }) =>
    (seed.modifiers ?? []).flatMap((group) =>
      group.options.map((option, index) => ({
        groupId: groupId.get(`${idOf(menu, seed.code)}/${group.code}`)!,
        code: option.code,
        name: option.name,
        name1: option.name1,
        name2: option.name2,
        price: option.price ?? '0.00',
        defmodifier: option.defmodifier ?? 0,
        sort: index + 1,
      })),
    ),
  )
  await upsertRows(db, modifierOptions, optionRows, [modifierOptions.groupId, modifierOptions.code])

  const comboGroupRows = placed.flatMap(({ menu, seed }) =>
    (seed.combo ?? []).map((group, index) => ({
      foodId: idOf(menu, seed.code),
      code: group.code,
      name: group.name,
      name1: group.name1,
      name2: group.name2,
      minqty: group.minqty,
      maxqty: group.maxqty,
      required: group.required ? 1 : 0,
      preferentialPrice: group.preferentialPrice ?? '0.00',
      showType: group.showType ?? 1,
      sort: index + 1,
    })),
  )
  const storedComboGroups = await upsertRows(db, comboGroups, comboGroupRows, [
    comboGroups.foodId,
    comboGroups.code,
  ])
  const comboGroupId = new Map(storedComboGroups.map((row) => [`${row.foodId}/${row.code}`, row.id]))
  const comboItemRows = placed.flatMap(({ menu, seed }) =>
    (seed.combo ?? []).flatMap((group) =>
      group.items.map((item, index) => ({
        groupId: comboGroupId.get(`${idOf(menu, seed.code)}/${group.code}`)!,
        itemFoodId: idOf(menu, item.foodCode),
        code: item.code,
        defmodifier: item.defmodifier ?? 0,
        qty: item.qty ?? 1,
        price: item.price ?? '0.00',
        top: item.top ?? 0,
        sort: index + 1,
      })),
    ),
  )
  await upsertRows(db, comboItems, comboItemRows, [comboItems.groupId, comboItems.code])
}

function foodRow({
  menu,
  categoryId,
  seed,
  mSeqNo,
  fcSeqNo,
  fmSeqNo,
}: PlacedFood): typeof foods.$inferInsert {
  const groups = seed.combo?.length ?? seed.modifiers?.length ?? 0
  return {
    categoryId,
    code: seed.code,
    posFid: `${menu.brandAlias}-${seed.code}`,
    name: seed.name,
    name1: seed.name1,
    name2: seed.name2,
    description: seed.description ?? '',
    description1: seed.description1 ?? '',
    description2: seed.description2 ?? '',
    price: seed.price,
    mealPrice: seed.mealPrice ?? null,
    // Dine-in (scan) orders need no lunch box.
    lunchboxPrice: menu.menuType === SCAN_MENU ? '0.00' : (seed.lunchboxPrice ?? '0.00'),
    serviceCharge: seed.serviceCharge ?? 1,
    marketPrice: seed.marketPrice ?? null,
    invisible: seed.invisible ?? 0,
    surplusNum: seed.surplusNum ?? null,
    remainingNumber: seed.remainingNumber ?? 0,
    isDisable: seed.isDisable ?? 0,
    limitType: seed.limitType ?? 0,
    limitAmount: seed.limitAmount ?? 0,
    automod: seed.automod ?? 0,
    itemCounts: groups,
    ablediscount: seed.ablediscount ?? 1,
    status: 1,
    imageUrl: seed.imageUrl,
    foodType: seed.combo ? 2 : 1,
    mSeqNo,
    fcSeqNo,
    fmSeqNo,
    ciSeqNo: 0,
    fmId: menu.id,
    fcId: categoryId,
  }
}
