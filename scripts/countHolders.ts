/**
 * Lists the module-level mutable state of `src/` (docs/data.md): top-level `let`/`var`, and
 * top-level consts holding a Map, Set, WeakMap, WeakSet or an emitter, or an array or object literal
 * the file writes to. Prints `file:line name` and the total. Usage: `npx tsx scripts/countHolders.ts [repo]`.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import ts from 'typescript'

const root = process.argv[2] ?? '.'
const files = execFileSync('git', ['-C', root, 'ls-files', 'src/**/*.ts', 'src/**/*.tsx'])
  .toString()
  .trim()
  .split('\n')
  .filter((file) => !file.endsWith('routeTree.gen.ts'))

/** Whether the file writes to `name` (push, splice, an index or a property set). */
function writesTo(text: string, name: string): boolean {
  return new RegExp(`\\b${name}(\\.(push|splice)|\\[[^\\]]+\\]\\s*=[^=]|\\.\\w+\\s*=[^=])`).test(text)
}

function isHolder(declaration: ts.VariableDeclaration, constant: boolean, text: string): boolean {
  if (!constant) return true
  const init = declaration.initializer
  if (!init) return false
  if (ts.isNewExpression(init)) return /^(Map|Set|WeakMap|WeakSet)$/.test(init.expression.getText())
  // An emitter holds its listeners (src/domain/emitter.ts).
  if (ts.isCallExpression(init)) return init.expression.getText() === 'createEmitter'
  const literal = ts.isArrayLiteralExpression(init) || ts.isObjectLiteralExpression(init)
  return literal && writesTo(text, declaration.name.getText())
}

let total = 0
for (const file of files) {
  const text = readFileSync(`${root}/${file}`, 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue
    const constant = (statement.declarationList.flags & ts.NodeFlags.Const) !== 0
    for (const declaration of statement.declarationList.declarations) {
      if (!isHolder(declaration, constant, text)) continue
      total++
      const line = source.getLineAndCharacterOfPosition(declaration.getStart()).line + 1
      console.log(`${file}:${line} ${declaration.name.getText()}`)
    }
  }
}
console.log(`total ${total}`)
