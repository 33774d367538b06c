// Composes the seed's demo pictures (server/assets/demo/foods, banners and covers) from Fluent Emoji
// Flat (Microsoft, MIT; README "Credits"): each dish's motif, with a smaller second one that tells it
// from its neighbours, on a plate over its brand's tone; each carousel banner and restaurant cover a
// few motifs on the brand's colour, with no text (the slide's title and the restaurant's name are
// the UI's, in the UI language). The files are committed; the server resizes them to WebP
// (`/format,webp`, src/domain/images.ts).
// Run: npx tsx scripts/demo-pictures.ts [path/to/icons.json]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

type IconifyIcon = { body: string; width?: number; height?: number; left?: number; top?: number }
type IconifySet = { icons: Record<string, IconifyIcon>; width?: number; height?: number }

const DEMO_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'server', 'assets', 'demo')
const iconsPath =
  process.argv[2] ?? createRequire(import.meta.url).resolve('@iconify-json/fluent-emoji-flat/icons.json')
const set = JSON.parse(readFileSync(iconsPath, 'utf8')) as IconifySet

/** Tones of the plates' backgrounds: the brands' colours, lightened; cold chain an icy blue. */
const TONES = {
  cafe: { table: '#f9e3e8', rim: '#f0c7d1' },
  harbour: { table: '#dcefe6', rim: '#b9dccb' },
  cold: { table: '#e1eef8', rim: '#c0d9ee' },
} as const
type Tone = keyof typeof TONES

/** Food code → [tone, motif, accent motif]. Every seeded dish has its own line. */
const DISHES: Record<string, [Tone, string, string?]> = {
  // Kong Kee Café (server/db/seed/catalogCafe.ts)
  'pineapple-bun': ['cafe', 'bread', 'butter'],
  'french-toast': ['cafe', 'waffle', 'honey-pot'],
  'egg-tart': ['cafe', 'custard', 'egg'],
  'chicken-pie': ['cafe', 'pie', 'poultry-leg'],
  'luncheon-egg-noodles': ['cafe', 'steaming-bowl', 'canned-food'],
  'satay-beef-noodles': ['cafe', 'steaming-bowl', 'cut-of-meat'],
  'pork-vermicelli': ['cafe', 'steaming-bowl', 'leafy-green'],
  'soy-fried-noodles': ['cafe', 'spaghetti', 'onion'],
  'baked-pork-chop-rice': ['cafe', 'shallow-pan-of-food', 'tomato'],
  'curry-brisket-rice': ['cafe', 'curry-rice', 'cut-of-meat'],
  'shrimp-egg-rice': ['cafe', 'cooked-rice', 'shrimp'],
  'butter-toast': ['cafe', 'sandwich', 'butter'],
  'egg-toast': ['cafe', 'sandwich', 'egg'],
  borscht: ['cafe', 'pot-of-food', 'tomato'],
  'fried-chicken-leg': ['cafe', 'poultry-leg'],
  'milk-tea': ['cafe', 'hot-beverage', 'glass-of-milk'],
  'lemon-tea': ['cafe', 'cup-with-straw', 'lemon'],
  yuenyeung: ['cafe', 'teacup-without-handle', 'hot-beverage'],
  'honey-lemon': ['cafe', 'tumbler-glass', 'honey-pot'],
  'hot-lemon-coke': ['cafe', 'hot-beverage', 'lemon'],
  'breakfast-set': ['cafe', 'cooking', 'bread'],
  'lunch-set': ['cafe', 'bento-box', 'teacup-without-handle'],
  // Harbour dim sum (server/db/seed/catalogHarbour.ts)
  'har-gow': ['harbour', 'dumpling', 'shrimp'],
  'siu-mai': ['harbour', 'dumpling', 'crab'],
  'char-siu-bao': ['harbour', 'rice-ball', 'meat-on-bone'],
  'beancurd-roll': ['harbour', 'tamale'],
  'chicken-feet': ['harbour', 'poultry-leg', 'hot-pepper'],
  'chiu-chow-dumpling': ['harbour', 'dumpling', 'peanuts'],
  'shrimp-rice-roll': ['harbour', 'sushi', 'shrimp'],
  'char-siu-roll': ['harbour', 'sushi', 'meat-on-bone'],
  zhaliang: ['harbour', 'burrito'],
  'spring-roll': ['harbour', 'stuffed-flatbread'],
  'ham-sui-gok': ['harbour', 'falafel'],
  'turnip-cake': ['harbour', 'rice-cracker', 'garlic'],
  'typhoon-crab': ['harbour', 'crab', 'garlic'],
  'steamed-grouper': ['harbour', 'tropical-fish', 'onion'],
  'mantis-shrimp': ['harbour', 'lobster', 'salt'],
  'poached-shrimp': ['harbour', 'shrimp'],
  'century-egg-congee': ['harbour', 'bowl-with-spoon', 'egg'],
  'mango-sago': ['harbour', 'mango', 'coconut'],
  'ma-lai-go': ['harbour', 'cupcake'],
  'pu-erh': ['harbour', 'teapot'],
  tieguanyin: ['harbour', 'teacup-without-handle', 'herb'],
  jasmine: ['harbour', 'teacup-without-handle', 'blossom'],
  'dim-sum-for-two': ['harbour', 'dumpling', 'teapot'],
  // Cold chain (server/db/seed/catalogColdChain.ts)
  'frozen-pineapple-buns': ['cold', 'bread', 'snowflake'],
  'frozen-curry-brisket': ['cold', 'curry-rice', 'snowflake'],
  'bottled-milk-tea': ['cold', 'glass-of-milk', 'teacup-without-handle'],
  'bottled-lemon-tea': ['cold', 'beverage-box', 'lemon'],
  'frozen-har-gow': ['cold', 'dumpling', 'snowflake'],
  'frozen-turnip-cake': ['cold', 'rice-cracker', 'snowflake'],
  'xo-sauce': ['cold', 'jar', 'hot-pepper'],
  'canned-abalone': ['cold', 'canned-food', 'oyster'],
}

/** Banner name → [brand colour, darker colour, motifs left to right]. 2:1, no text. */
const BANNERS: Record<string, [string, string, string[]]> = {
  'demo-milk-tea': ['#be1c42', '#7a1029', ['teacup-without-handle', 'hot-beverage', 'glass-of-milk']],
  'demo-breakfast': ['#be1c42', '#7a1029', ['cooking', 'sandwich', 'hot-beverage']],
  'demo-pineapple-bun': ['#be1c42', '#7a1029', ['butter', 'bread', 'pineapple']],
  'harbour-dim-sum': ['#0b6e4f', '#064e3b', ['teapot', 'dumpling', 'rice-ball']],
  'harbour-seafood': ['#0b6e4f', '#064e3b', ['lobster', 'crab', 'tropical-fish']],
  'harbour-frozen': ['#0b6e4f', '#064e3b', ['snowflake', 'dumpling', 'rice-cracker']],
}

/**
 * Restaurant (brand-code) → [brand colour, darker colour, motifs]: the cover atop its menu. 5:2, the
 * plates in the middle band (a desktop shows 4:1 of it, the restaurant page 2:1) and clear of the
 * lower left, where the logo overlaps it.
 */
const COVERS: Record<string, [string, string, string[]]> = {
  'demo-central': ['#be1c42', '#7a1029', ['teacup-without-handle', 'bread', 'custard']],
  'demo-mongkok': ['#be1c42', '#7a1029', ['steaming-bowl', 'hot-beverage', 'sandwich']],
  'demo-tsim-sha-tsui': ['#be1c42', '#7a1029', ['curry-rice', 'teacup-without-handle', 'waffle']],
  'demo-kwun-tong': ['#be1c42', '#7a1029', ['bento-box', 'hot-beverage', 'pie']],
  'harbour-aberdeen': ['#0b6e4f', '#064e3b', ['dumpling', 'teapot', 'crab']],
  'harbour-sai-kung': ['#0b6e4f', '#064e3b', ['lobster', 'tropical-fish', 'shrimp']],
}

let uses = 0
/** The motif `name` drawn in a size×size box at x, y (ids made unique, as one file holds several). */
function motif(name: string, x: number, y: number, size: number): string {
  const icon = set.icons[name]
  if (!icon) throw new Error(`Fluent Emoji Flat has no "${name}"`)
  const width = icon.width ?? set.width ?? 16
  const height = icon.height ?? set.height ?? 16
  const prefix = `m${uses++}-`
  const body = icon.body
    .replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`)
  const scale = size / Math.max(width, height)
  const left = x - (icon.left ?? 0) * scale
  const top = y - (icon.top ?? 0) * scale
  return `<g transform="translate(${round(left)} ${round(top)}) scale(${round(scale)})">${body}</g>`
}

const round = (n: number) => Math.round(n * 1000) / 1000

/** 4:3 (the food page's shape; the menu's square thumbnail is its middle, where the plate is). */
function dishPicture(code: string, tone: Tone, main: string, accent?: string): string {
  const { table, rim } = TONES[tone]
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="1200" height="900" role="img" aria-labelledby="title">',
    `<title id="title">${code.replaceAll('-', ' ')}</title>`,
    `<rect width="400" height="300" fill="${table}"/>`,
    '<ellipse cx="200" cy="164" rx="122" ry="118" fill="#000" opacity="0.06"/>',
    `<circle cx="200" cy="150" r="120" fill="#fff"/><circle cx="200" cy="150" r="98" fill="none" stroke="${rim}" stroke-width="3"/>`,
    accent ? motif(main, 122, 70, 150) : motif(main, 115, 65, 170),
    accent ? motif(accent, 238, 176, 74) : '',
    '</svg>\n',
  ].join('')
}

/** Motifs on white plates side by side around (centreX, centreY), the middle one larger. */
function plates(motifs: string[], centreX: number, centreY: number): string[] {
  return motifs.map((name, index) => {
    const middle = index === (motifs.length - 1) / 2
    const cx = centreX + (index - (motifs.length - 1) / 2) * 230
    const r = middle ? 118 : 92
    const cy = middle ? centreY : centreY + 16
    return [
      `<circle cx="${cx}" cy="${cy + 10}" r="${r}" fill="#000" opacity="0.14"/>`,
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff"/>`,
      motif(name, cx - r * 0.68, cy - r * 0.68, r * 1.36),
    ].join('')
  })
}

/** A width×400 picture of the brand's colour with `motifs` on plates, no text. */
function colourPicture(
  name: string,
  width: number,
  colour: string,
  dark: string,
  motifs: string[],
  centreY: number,
) {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 400" width="${width * 1.5}" height="600" role="img" aria-labelledby="title">`,
    `<title id="title">${name.replaceAll('-', ' ')}</title>`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>`,
    `<rect width="${width}" height="400" fill="url(#bg)"/>`,
    `<circle cx="90" cy="60" r="150" fill="#fff" opacity="0.07"/><circle cx="${width - 30}" cy="390" r="170" fill="#fff" opacity="0.06"/>`,
    ...plates(motifs, width / 2, centreY),
    '</svg>\n',
  ].join('')
}

// A banner's plates sit in the upper part: the slide's caption lies over the lower fifth.
const bannerPicture = (name: string, colour: string, dark: string, motifs: string[]) =>
  colourPicture(name, 800, colour, dark, motifs, 160)
const coverPicture = (name: string, colour: string, dark: string, motifs: string[]) =>
  colourPicture(name, 1000, colour, dark, motifs, 200)

mkdirSync(join(DEMO_DIR, 'foods'), { recursive: true })
for (const [code, [tone, main, accent]] of Object.entries(DISHES)) {
  writeFileSync(join(DEMO_DIR, 'foods', `${code}.svg`), dishPicture(code, tone, main, accent))
}
for (const [name, [colour, dark, motifs]] of Object.entries(BANNERS)) {
  writeFileSync(join(DEMO_DIR, 'banners', `${name}.svg`), bannerPicture(name, colour, dark, motifs))
}
mkdirSync(join(DEMO_DIR, 'covers'), { recursive: true })
for (const [name, [colour, dark, motifs]] of Object.entries(COVERS)) {
  writeFileSync(join(DEMO_DIR, 'covers', `${name}.svg`), coverPicture(name, colour, dark, motifs))
}
const counts = [DISHES, BANNERS, COVERS].map((pictures) => Object.keys(pictures).length)
console.log(`Wrote ${counts[0]} dishes, ${counts[1]} banners and ${counts[2]} covers.`)
