/**
 * Without Playwright's test runner (the bench imports it too): a login put where the login sheet
 * puts it, the `session` record of the app's IndexedDB (src/db/login.ts).
 */

/** Puts a login in the app's database once the app has made it (runs in the page). */
export async function storeSession(record: { key: string }): Promise<void> {
  const NAME = 'shop-pwa'
  const SESSION = 'session'
  for (let tries = 0; ; tries++) {
    const made = (await indexedDB.databases()).some((db) => db.name === NAME)
    if (made) break
    if (tries > 200) throw new Error(`the app did not make its database ${NAME}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  await new Promise<void>((resolve, reject) => {
    const open = indexedDB.open(NAME)
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const db = open.result
      const write = db.transaction(SESSION, 'readwrite')
      write.objectStore(SESSION).put(record)
      write.oncomplete = () => {
        db.close()
        resolve()
      }
      write.onerror = () => reject(write.error)
    }
  })
}
