import { type CategorySeed, foodImage, type ModifierGroupSeed } from './catalogTypes'
import { names } from './upsert'

/** Kong Kee Café (brand `demo`): a Hong Kong cha chaan teng menu for delivery, pick-up and dine-in. */

const temperature: ModifierGroupSeed = {
  code: 'temperature',
  ...names('溫度', 'Temperature', '温度'),
  minqty: 1,
  maxqty: 1,
  options: [
    { code: 'hot', ...names('熱', 'Hot', '热'), defmodifier: 1 },
    { code: 'iced', ...names('凍 (+$3)', 'Iced (+$3)', '冻 (+$3)'), price: '3.00' },
  ],
}

const sweetness: ModifierGroupSeed = {
  code: 'sweetness',
  ...names('甜度', 'Sweetness', '甜度'),
  minqty: 1,
  maxqty: 1,
  options: [
    { code: 'normal', ...names('正常', 'Normal', '正常'), defmodifier: 1 },
    { code: 'less', ...names('少甜', 'Less sweet', '少甜') },
    { code: 'none', ...names('走甜', 'No sugar', '走甜') },
  ],
}

const noodleBase: ModifierGroupSeed = {
  code: 'noodle-base',
  ...names('麵底', 'Noodles', '面底'),
  minqty: 1,
  maxqty: 1,
  options: [
    { code: 'instant', ...names('出前一丁', 'Instant noodles', '出前一丁') },
    { code: 'macaroni', ...names('通粉', 'Macaroni', '通粉') },
    { code: 'spaghetti', ...names('意粉', 'Spaghetti', '意粉') },
    { code: 'rice-vermicelli', ...names('米粉', 'Rice vermicelli', '米粉') },
  ],
}

export const CAFE_CATALOG: CategorySeed[] = [
  {
    code: 'signature',
    ...names('招牌推介', 'Signatures', '招牌推介'),
    foods: [
      {
        code: 'pineapple-bun',
        ...names('菠蘿油', 'Pineapple Bun with Butter', '菠萝油'),
        description: '即焗菠蘿包夾厚切牛油，每位限兩個。',
        description1: 'Freshly baked pineapple bun with a thick slab of butter; two per guest.',
        description2: '即焗菠萝包夹厚切牛油，每位限两个。',
        price: '16.00',
        lunchboxPrice: '1.00',
        surplusNum: 30,
        remainingNumber: 30,
        limitType: 1,
        limitAmount: 2,
        imageUrl: foodImage('pineapple-bun'),
      },
      {
        code: 'french-toast',
        ...names('港式西多士', 'Hong Kong French Toast', '港式西多士'),
        price: '28.00',
        lunchboxPrice: '2.00',
        automod: 1,
        imageUrl: foodImage('french-toast'),
        modifiers: [
          {
            code: 'topping',
            ...names('配料', 'Topping', '配料'),
            minqty: 1,
            maxqty: 1,
            options: [
              { code: 'syrup', ...names('糖漿', 'Golden syrup', '糖浆'), defmodifier: 1 },
              { code: 'condensed-milk', ...names('煉奶', 'Condensed milk', '炼奶') },
              {
                code: 'peanut',
                ...names('花生醬 (+$4)', 'Peanut butter (+$4)', '花生酱 (+$4)'),
                price: '4.00',
              },
            ],
          },
        ],
      },
      {
        code: 'egg-tart',
        ...names('蛋撻', 'Egg Tart', '蛋挞'),
        // Its stock (none left) counts for delivery only (SPEC §5): the menus say "Sold out" there.
        description: '酥皮蛋撻，蛋漿嫩滑，每朝新鮮出爐。',
        description1: 'Flaky pastry, silky egg custard, baked fresh every morning.',
        description2: '酥皮蛋挞，蛋浆嫩滑，每朝新鲜出炉。',
        price: '9.00',
        marketPrice: '12.00',
        surplusNum: 0,
        remainingNumber: 20,
        imageUrl: foodImage('egg-tart'),
      },
      {
        code: 'chicken-pie',
        ...names('雞批', 'Chicken Pie', '鸡批'),
        description: '下午三時後供應。',
        description1: 'Served after 3 pm.',
        description2: '下午三时后供应。',
        price: '14.00',
        invisible: 2,
        imageUrl: foodImage('chicken-pie'),
      },
    ],
  },
  {
    code: 'noodles',
    ...names('粉麵', 'Noodles', '粉面'),
    foods: [
      {
        code: 'luncheon-egg-noodles',
        ...names('餐蛋麵', 'Luncheon Meat & Egg Noodles', '餐蛋面'),
        price: '36.00',
        lunchboxPrice: '2.00',
        automod: 0,
        imageUrl: foodImage('luncheon-egg-noodles'),
        modifiers: [noodleBase],
      },
      {
        code: 'satay-beef-noodles',
        ...names('沙嗲牛肉麵', 'Satay Beef Noodles', '沙嗲牛肉面'),
        price: '42.00',
        lunchboxPrice: '2.00',
        automod: 0,
        imageUrl: foodImage('satay-beef-noodles'),
        modifiers: [
          noodleBase,
          {
            code: 'spiciness',
            ...names('辣度', 'Spiciness', '辣度'),
            minqty: 0,
            maxqty: 1,
            options: [
              { code: 'mild', ...names('小辣', 'Mild', '小辣') },
              { code: 'hot', ...names('大辣', 'Hot', '大辣') },
            ],
          },
        ],
      },
      {
        code: 'pork-vermicelli',
        ...names('雪菜肉絲米粉', 'Shredded Pork & Pickled Mustard Vermicelli', '雪菜肉丝米粉'),
        price: '40.00',
        lunchboxPrice: '2.00',
        imageUrl: foodImage('pork-vermicelli'),
      },
      {
        code: 'soy-fried-noodles',
        ...names('豉油皇炒麵', 'Soy Sauce Fried Noodles', '豉油皇炒面'),
        price: '48.00',
        lunchboxPrice: '2.00',
        imageUrl: foodImage('soy-fried-noodles'),
      },
    ],
  },
  {
    code: 'rice',
    ...names('飯類', 'Rice', '饭类'),
    // Category cap: two rice dishes per guest across the category.
    limitType: 1,
    limitAmount: 2,
    foods: [
      {
        code: 'baked-pork-chop-rice',
        ...names('焗豬扒飯', 'Baked Pork Chop Rice', '焗猪扒饭'),
        price: '62.00',
        mealPrice: '58.00',
        lunchboxPrice: '3.00',
        automod: 1,
        imageUrl: foodImage('baked-pork-chop-rice'),
        modifiers: [
          {
            code: 'sauce',
            ...names('醬汁', 'Sauce', '酱汁'),
            minqty: 1,
            maxqty: 1,
            options: [
              { code: 'tomato', ...names('茄汁', 'Tomato sauce', '茄汁'), defmodifier: 1 },
              { code: 'cream', ...names('白汁', 'Cream sauce', '白汁') },
            ],
          },
        ],
      },
      {
        code: 'curry-brisket-rice',
        ...names('咖喱牛腩飯', 'Curry Beef Brisket Rice', '咖喱牛腩饭'),
        price: '65.00',
        mealPrice: '60.00',
        lunchboxPrice: '3.00',
        imageUrl: foodImage('curry-brisket-rice'),
      },
      {
        code: 'shrimp-egg-rice',
        ...names('滑蛋蝦仁飯', 'Scrambled Egg with Shrimp Rice', '滑蛋虾仁饭'),
        price: '68.00',
        lunchboxPrice: '3.00',
        imageUrl: foodImage('shrimp-egg-rice'),
      },
    ],
  },
  {
    code: 'snacks',
    ...names('小食', 'Snacks', '小食'),
    foods: [
      {
        code: 'butter-toast',
        ...names('牛油多士', 'Buttered Toast', '牛油多士'),
        price: '14.00',
        imageUrl: foodImage('butter-toast'),
      },
      {
        code: 'egg-toast',
        ...names('炒蛋多士', 'Scrambled Egg Toast', '炒蛋多士'),
        price: '20.00',
        imageUrl: foodImage('egg-toast'),
      },
      {
        code: 'borscht',
        ...names('羅宋湯', 'Borscht', '罗宋汤'),
        price: '18.00',
        lunchboxPrice: '1.00',
        imageUrl: foodImage('borscht'),
      },
      {
        code: 'fried-chicken-leg',
        ...names('炸雞髀', 'Fried Chicken Leg', '炸鸡腿'),
        price: '30.00',
        lunchboxPrice: '1.00',
        ablediscount: 0,
        imageUrl: foodImage('fried-chicken-leg'),
      },
    ],
  },
  {
    code: 'drinks',
    ...names('飲品', 'Drinks', '饮品'),
    foods: [
      {
        code: 'milk-tea',
        ...names('港式奶茶', 'Hong Kong Milk Tea', '港式奶茶'),
        description: '絲襪拉茶，茶味香濃。',
        description1: 'Silky "pantyhose" tea with evaporated milk.',
        description2: '丝袜拉茶，茶味香浓。',
        price: '20.00',
        lunchboxPrice: '1.00',
        automod: 1,
        imageUrl: foodImage('milk-tea'),
        modifiers: [temperature, sweetness],
      },
      {
        code: 'lemon-tea',
        ...names('凍檸茶', 'Iced Lemon Tea', '冻柠茶'),
        price: '22.00',
        lunchboxPrice: '1.00',
        automod: 1,
        imageUrl: foodImage('lemon-tea'),
        modifiers: [sweetness],
      },
      {
        code: 'yuenyeung',
        ...names('鴛鴦', 'Yuenyeung (Coffee with Tea)', '鸳鸯'),
        price: '20.00',
        lunchboxPrice: '1.00',
        automod: 0,
        imageUrl: foodImage('yuenyeung'),
        modifiers: [temperature],
      },
      {
        code: 'honey-lemon',
        ...names('檸蜜', 'Honey Lemon', '柠蜜'),
        price: '24.00',
        lunchboxPrice: '1.00',
        // Counted against what the table has already sent to the kitchen.
        limitType: 2,
        limitAmount: 4,
        imageUrl: foodImage('honey-lemon'),
      },
      {
        code: 'hot-lemon-coke',
        ...names('熱檸樂（套餐飲品）', 'Hot Lemon Coke (set drink)', '热柠乐（套餐饮品）'),
        description: '只限套餐配搭。',
        description1: 'Only with a set meal.',
        description2: '只限套餐搭配。',
        price: '24.00',
        lunchboxPrice: '1.00',
        // Hidden from the menu: offered only as a set drink.
        invisible: 1,
        imageUrl: foodImage('hot-lemon-coke'),
      },
    ],
  },
  {
    code: 'sets',
    ...names('套餐', 'Set Meals', '套餐'),
    foods: [
      {
        code: 'breakfast-set',
        ...names('常餐', 'All-day Breakfast Set', '常餐'),
        description: '主食、多士、飲品，可加配小食。',
        description1: 'Noodles, toast and a drink, with optional extras.',
        description2: '主食、多士、饮品，可加配小食。',
        price: '48.00',
        lunchboxPrice: '3.00',
        automod: 0,
        imageUrl: foodImage('breakfast-set'),
        combo: [
          {
            code: 'main',
            ...names('主食', 'Main', '主食'),
            minqty: 1,
            maxqty: 1,
            required: true,
            items: [
              { code: 'luncheon', foodCode: 'luncheon-egg-noodles', defmodifier: 1, top: 1 },
              { code: 'satay', foodCode: 'satay-beef-noodles', price: '4.00' },
            ],
          },
          {
            code: 'toast',
            ...names('多士', 'Toast', '多士'),
            minqty: 1,
            maxqty: 1,
            required: true,
            items: [
              { code: 'butter', foodCode: 'butter-toast', defmodifier: 1 },
              { code: 'egg', foodCode: 'egg-toast', price: '3.00' },
            ],
          },
          {
            code: 'drink',
            ...names('飲品', 'Drink', '饮品'),
            minqty: 1,
            maxqty: 1,
            required: true,
            items: [
              { code: 'milk-tea', foodCode: 'milk-tea', defmodifier: 1 },
              { code: 'lemon-tea', foodCode: 'lemon-tea', price: '2.00' },
              { code: 'yuenyeung', foodCode: 'yuenyeung' },
            ],
          },
          {
            code: 'extras',
            ...names('加配', 'Extras', '加配'),
            minqty: 0,
            maxqty: 2,
            required: false,
            preferentialPrice: '4.00',
            showType: 2,
            items: [
              { code: 'pineapple-bun', foodCode: 'pineapple-bun', price: '10.00' },
              { code: 'chicken-leg', foodCode: 'fried-chicken-leg', price: '22.00' },
            ],
          },
        ],
      },
      {
        code: 'lunch-set',
        ...names('午市套餐', 'Lunch Set', '午市套餐'),
        price: '68.00',
        lunchboxPrice: '3.00',
        automod: 1,
        imageUrl: foodImage('lunch-set'),
        combo: [
          {
            code: 'main',
            ...names('主菜', 'Main', '主菜'),
            minqty: 1,
            maxqty: 1,
            required: true,
            items: [
              { code: 'pork-chop', foodCode: 'baked-pork-chop-rice', defmodifier: 1, top: 1 },
              { code: 'brisket', foodCode: 'curry-brisket-rice', price: '5.00' },
            ],
          },
          {
            code: 'soup',
            ...names('餐湯', 'Soup', '餐汤'),
            minqty: 1,
            maxqty: 1,
            required: true,
            items: [{ code: 'borscht', foodCode: 'borscht', defmodifier: 1 }],
          },
          {
            code: 'drink',
            ...names('飲品', 'Drink', '饮品'),
            minqty: 1,
            maxqty: 1,
            required: true,
            items: [
              { code: 'milk-tea', foodCode: 'milk-tea', defmodifier: 1 },
              { code: 'lemon-tea', foodCode: 'lemon-tea', price: '2.00' },
              { code: 'hot-lemon-coke', foodCode: 'hot-lemon-coke', price: '3.00' },
            ],
          },
        ],
      },
    ],
  },
]
